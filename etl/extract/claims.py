"""Whether an abstract mentions the state of the art, and whether it claims it. Pure.

The rule is two case-insensitive patterns, read by the saved query sota_claims through the
flags the loader stores in paper_summary (scanning every abstract at query time took seconds
on a million papers).

- A mention is "state-of-the-art" / "state of the art" (any hyphenation), the word SOTA
  (SotA, ...), "new record(s)", "new world record" or "record-breaking".
- A claim is a mention used as the paper's result: a verb of achieving (achieve, attain,
  obtain, reach, establish, set, deliver, yield, produce, demonstrate, show, report) followed
  by state of the art / SOTA ("a", "new" and "the" may come between); "new state of the art";
  "new record(s)"; beating it (outperform, surpass, beat, exceed, improve on, or "over", then
  up to three words, then state of the art / SOTA); or "state-of-the-art results /
  performance / accuracy on / in / across / for".

Both over-count background sentences ("diffusion models achieve state-of-the-art results")
and miss claims worded otherwise ("best reported accuracy").
"""

from __future__ import annotations

import re

__all__ = ["sota_claim"]

_SOTA = r"(?:state[- ]of[- ]the[- ]art|sota)"
_MENTION = re.compile(
    r"state[- ]of[- ]the[- ]art|\bsota\b|\bnew\s+(?:world\s+)?records?\b|\brecord[- ]breaking\b",
    re.IGNORECASE,
)
_CLAIM = re.compile(
    r"\b(?:achiev|attain|obtain|reach|establish|set|deliver|yield|produc|demonstrat|show|report)"
    rf"\w*\s+(?:(?:a|new|the)\s+)*{_SOTA}\b"
    rf"|\bnew\s+{_SOTA}\b"
    r"|\bnew\s+(?:world\s+)?records?\b"
    r"|\b(?:outperform\w*|surpass\w*|beat\w*|exceed\w*|improv\w*\s+(?:on|upon)|over)"
    rf"\s+(?:\S+\s+){{0,3}}?{_SOTA}\b"
    rf"|{_SOTA}\s+(?:results?|performance|accuracy)\s+(?:on|in|across|for)\b",
    re.IGNORECASE,
)


# Every mention contains one of these (after case folding): most abstracts are passed over by
# four substring tests instead of the case-insensitive pattern (~4% of all extraction time).
_MENTION_WORDS = ("the art", "the-art", "sota", "record")
_CLAIM_BEFORE = 200  # characters: a verb and up to three words before "state of the art"
_CLAIM_AFTER = 40  # "results on" after it


def sota_claim(text: str) -> tuple[bool, bool]:
    """(mentions, claims) for an abstract; a claim is always a mention too."""
    folded = text.casefold()
    if not any(word in folded for word in _MENTION_WORDS):
        return False, False
    mentioned = False
    for mention in _MENTION.finditer(text):
        mentioned = True
        # every claim contains a mention and spans a few words around it: the claim pattern is
        # tried near each mention only (half the time of a scan of the whole abstract)
        if _CLAIM.search(text, max(0, mention.start() - _CLAIM_BEFORE), mention.end() + _CLAIM_AFTER):
            return True, True
    return mentioned, False
