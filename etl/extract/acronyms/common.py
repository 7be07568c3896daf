"""Definitions common to many papers: an acronym whose expansion several papers of the ML
corpora define ("multiple-instance learning (MIL)", "Monte Carlo tree search (MCTS)") is a term
of the field, even where the sentence reads like a proposal ("introducing a novel
multiple-instance learning (MIL) framework": the framework is new, MIL is not).

The list (etl/data/common_acronyms.txt) is made by bench/common_acronyms.py from the
abstracts in ../shared, without any held-out abstract of tests/data.
"""

from __future__ import annotations

import re

from etl import PACKAGE_DIR
from etl.extract.acronyms.shape import singular_acronym

COMMON_ACRONYMS_FILE = PACKAGE_DIR / "data" / "common_acronyms.txt"


def definition_key(acronym: str, long_form: str) -> str:
    """The form in which definitions are compared: the acronym without a plural "s", a tab, the
    long form in lower case with hyphens as spaces and without a plural "s"."""
    words = _SEPARATORS.sub(" ", long_form.lower()).strip()
    return singular_acronym(acronym) + "\t" + _PLURAL_END.sub("", words)


_SEPARATORS = re.compile(r"[-\s]+")
_PLURAL_END = re.compile(r"(?<![siu])s$")  # not "analysis", "loss", "status"


def _load() -> frozenset[str]:
    lines = COMMON_ACRONYMS_FILE.read_text(encoding="utf-8").splitlines()
    return frozenset(line for line in lines if line and not line.startswith("#"))


_COMMON = _load()


def is_common_definition(acronym: str, long_form: str | None) -> bool:
    return long_form is not None and definition_key(acronym, long_form) in _COMMON
