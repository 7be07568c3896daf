"""Load: the only stage that touches the database.

One file is one transaction. A load_batch row marked 'running' is committed first, so a load
that dies is visible as not completed; everything else (papers, sources, derived rows,
rejections, and the 'completed' mark) commits together or not at all.
"""

from etl.load.batch import LoadError, LoadSummary, load_file
from etl.load.derived import reextract
from etl.load.tables import connect

__all__ = ["LoadError", "LoadSummary", "connect", "load_file", "reextract"]
