"""Load: the only stage that touches the database.

One file is one atomic change. A load_batch row marked 'running' is committed first, so a load
that dies is visible as not completed; everything else (papers, sources, derived rows,
rejections, and the 'completed' mark) commits together or not at all: in one transaction for
ordinary inputs, and for large ones in a copy of the file that replaces it when complete,
so that memory stays bounded (see batch._load_into_copy).
"""

from etl.load.batch import LoadError, LoadSummary, load_file
from etl.load.derived import reextract
from etl.load.tables import connect

__all__ = ["LoadError", "LoadSummary", "connect", "load_file", "reextract"]
