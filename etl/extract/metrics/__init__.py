"""Reported results ("metric" rows) in abstracts: guidelines section 2.

`extract_metrics(text)` finds the numbers that report an outcome of the work (a score reached, a
gain or reduction, a speed-up factor) with their unit, metric name, kind, baseline, qualifier and
subject. `parse_number(surface)` parses one number as written (also a whole leaderboard cell).

Design: LaTeX remnants are neutralised in a same-length copy of the text (so every offset is an
offset into the text given); one compiled scanner finds numeric quantities (ranges, single numbers
with optional unit, numbers written as words); each is then accepted or rejected by local context
(set-up sizes, counts, years, names, theoretical bounds, hyper-parameters) and described.

Where each part lives (each module imports only from those listed before it):
  numbers     number words, the scanner, the plain view of LaTeX, parse_number, candidates
  vocabulary  metric-name vocabulary (built-in and leaderboard names) and name heads
  patterns    context patterns read around a number
  phrases     noun-phrase reading shared by the modules below
  kinds       the kind of a result and its qualifier
  heads       metric-name heads in a sentence
  names       naming a result
  acceptance  which numbers are results of this work
  lists       lists, "respectively", "from A to B", names given once for several numbers
  subjects    the subject of a result: the data set, model or setting its sentence names
  extraction  extract_metrics and MetricFound: the top level
"""

from etl.extract.metrics.extraction import MetricFound, extract_metrics
from etl.extract.metrics.numbers import parse_number
from etl.extract.metrics.vocabulary import metric_vocabulary

__all__ = ["MetricFound", "extract_metrics", "parse_number", "metric_vocabulary"]
