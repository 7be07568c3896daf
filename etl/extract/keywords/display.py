"""Display form of a chosen phrase: lower case except acronyms and names, the last word in
the singular where the text allows."""

from __future__ import annotations

from collections.abc import Sequence

from etl.extract.keywords.tokens import CACHE_ENTRIES, _is_plural


def _singular(word: str) -> str:
    """The singular of a plural head word, keeping its case; the word itself if unsure."""
    if not _is_plural(word):
        return word
    if word[:-1].isupper() and len(word) > 2:  # "LLMs" -> "LLM"
        return word[:-1]
    if any(c.isupper() for c in word[1:]):  # names such as "GFlowNets"
        return word
    lower = word.lower()
    if lower.endswith(("ices", "yses", "theses")):
        for plural, singular in _IRREGULAR_ENDINGS:
            if lower.endswith(plural):  # "rotation matrices" -> "rotation matrix"
                stem = word[:-len(plural)]
                return stem + singular if stem else word[0] + singular[1:]
    if lower.endswith("ies") and len(lower) > 4:
        return word[:-3] + ("Y" if word[-3].isupper() else "y")
    if lower.endswith(("sses", "shes", "ches", "xes", "zes")):
        return word[:-2]
    if lower.endswith(("ves",)) and lower[:-3] in ("lea", "hal", "shel", "wol", "kni", "li"):
        return word  # irregular; leave it
    return word[:-1]


# Plurals in -ices, -yses and -theses whose singular is not the word less "s" ("devices" and
# "services" are regular).
_IRREGULAR_ENDINGS = (("matrices", "matrix"), ("vertices", "vertex"), ("indices", "index"),
                      ("simplices", "simplex"), ("appendices", "appendix"),
                      ("cortices", "cortex"), ("yses", "ysis"), ("theses", "thesis"))


def _display_word(word: str, names: frozenset[str]) -> str:
    if word.islower() or not any(c.isalpha() for c in word):
        return word
    lower = word.lower()
    rest = word[1:]
    # Acronyms and names: several capitals, inner capitals, or letters mixed with digits.
    if any(c.isupper() for c in rest) or (any(c.isdigit() for c in word) and word[0].isupper()):
        return word
    # A capitalised word is a name when it is capitalised mid-sentence and never lower-case.
    if lower in names:
        return word
    return lower


def _display(surface: Sequence[tuple], doc) -> str:
    names = doc.names
    words = [_display_word(t[0], names) for t in surface]
    last = words[-1]
    singular = _SINGULARS.get(last)
    if singular is None:
        singular = _singular(last)
        if len(_SINGULARS) < CACHE_ENTRIES:
            _SINGULARS[last] = singular
    words[-1] = singular
    return " ".join(words)


_SINGULARS: dict[str, str] = {}
