"""What a short form looks like: the parenthesis it sits in, the token, and the characters that
its long form must spell."""

from __future__ import annotations

import re


# a parenthesis that may hold a short form ("(SSD)") or a long form ("(Long Form)")
_PAREN_RE = re.compile(r"\(([^()]{1,80})\)")
_TOKEN = r"[A-Za-z0-9][A-Za-z0-9²³]*(?:[-+&/.][A-Za-z0-9²³]+)*[+]{0,2}(?:'s)?"  # "SCUNet++"
# the short form, maybe quoted or with "for short" ("PredNet"), (Score-CDM for short), then maybe
# more items of a list
_ACRONYM_CONTENT_RE = re.compile(
    r"\s*[\"']?(" + _TOKEN + r")[\"']?\s*(?:for\s+short\s*)?(?:[,;]\s*(.*))?$")
# a parenthesis that goes on with a citation or an example is no list of short forms
_CITATION_TAIL_RE = re.compile(r"(?:19|20)\d\d|et al|e\.g|i\.e|for short|resp|see ")
# capitalised second parts of compound adjectives ("LLM-Based", "Task-Aware", "Data-Efficient")
ADJECTIVE_PARTS = (r"Efficient|Free|Aware|Guided|Based|Driven|Agnostic|Adaptive|Robust|Specific|Invariant|"
                   r"Preserving|Oriented|Enhanced|Augmented|Grained|Dependent|Conditioned|Constrained|Supervised|Centric")
# capitalised function words, not short forms
_BAD_ACRONYMS = frozenset({"AND", "OR", "THE", "NOT", "ALL", "NO", "YES", "OK"})


def _upper_count(s: str) -> int:
    return sum(1 for ch in s if ch.isupper())


def _acronym_like(tok: str) -> bool:
    """A token shaped like a short form: two capitals, or one with a digit or a lower-case start."""
    if len(tok) < 2 or len(tok) > 20 or tok.isdigit() or tok in _BAD_ACRONYMS:
        return False
    up = _upper_count(tok)
    if up >= 2:
        return True
    if up == 1:
        if any(ch.isdigit() for ch in tok):
            return True
        # lower-case start with an inner capital: "convSeq", "kNN", "mAP"
        return tok[0].islower()
    return False


# a short form that ends in the plural of a word part: "ConvNets", "IMatchFormers"
_PLURAL_WORD_RE = re.compile(r"(?<=[A-Z][a-z])[a-z]*s$")


def singular_acronym(acr: str) -> str:
    """The short form without a plural "s": "LLMs" -> "LLM" (not "Ms")."""
    return acr[:-1] if len(acr) > 2 and acr.endswith("s") and acr[-2].isupper() else acr


def _acronym_chars(acr: str) -> str:
    """The letters and digits the long form must spell, without a possessive or a plural "s"."""
    core = singular_acronym(acr[:-2] if acr.endswith("'s") else acr)
    return "".join(ch for ch in core if ch.isalnum())
