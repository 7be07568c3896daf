"""Author-given keywords: cleaned, never ranked."""

from __future__ import annotations

_JUNK = {"", "n/a", "na", "none", "null", "nil", "-", "--", "tbd", "todo", "keywords", "keyword",
         "etc", "other", "others", "misc", "none.", "n.a."}
_EDGE = " \t\r\n.,;:!?\"'`“”‘’()[]{}<>*#|_~•·-–—/\\"


def normalise_author_keyword(raw: object) -> str | None:
    """Clean one author-given keyword, or None when nothing usable is left."""
    try:
        if not isinstance(raw, str):
            return None
        text = " ".join(raw.replace("\u00a0", " ").split())
        text = text.strip(_EDGE)
        # Author keywords are the authors' data: kept even when long (some run several
        # keywords together without separators); only what cannot be a keyword is dropped.
        if not text or len(text) > 200 or text.lower() in _JUNK:
            return None
        if not any(c.isalpha() for c in text):
            return None
        words = text.split(" ")
        all_caps = len(words) > 1 and all(w.isupper() for w in words if any(c.isalpha() for c in w))
        # In a keyword that starts lower-case, a capitalised later word is a name
        # ("deep Q-learning", "variational Bayes").
        sentence_case = words[0][:1].islower()
        out = []
        for index, w in enumerate(words):
            if all_caps and not any(c.isdigit() for c in w) and len(w) > 4:
                out.append(w.lower())
            elif w.islower() or not any(c.isalpha() for c in w):
                out.append(w)
            elif any(c.isupper() for c in w[1:]) or any(c.isdigit() for c in w):
                out.append(w)  # acronym or name: "MoE", "GFlowNets", "GPT-4"
            elif sentence_case and index > 0:
                out.append(w)
            else:
                out.append(w.lower())
        result = " ".join(out)
        return result or None
    except Exception:
        return None
