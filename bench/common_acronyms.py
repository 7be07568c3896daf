"""Make etl/data/common_acronyms.txt: the acronym definitions that at least MIN_PAPERS abstracts
of the ML corpora in ../shared (ICML 2024 posters and the paperlists) give, in the form of
etl.extract.acronyms.common.definition_key. Abstracts of the unseen acronym sets in tests/data
(UNSEEN_SETS) are left out, so those sets measure the list as they measure unseen papers; leaving out
every labelled set had cost the list a quarter of its definitions by session 21 (277 against 364).

Run:  python bench/common_acronyms.py [--check]   (--check: exit 1 if the file would change)
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from etl.extract.acronyms import extract_acronyms  # noqa: E402
from etl.extract.acronyms.common import COMMON_ACRONYMS_FILE, definition_key  # noqa: E402
from etl.normalise import normalise_text  # noqa: E402
from quality import HELDOUT, ICML_EVENTS, PAPERLISTS, _item_id, _items, _paper_texts, set_number, set_numbers  # noqa: E402

MIN_PAPERS = 3
# the acronym sets never developed on (BENCHMARKS.md): their abstracts stay out of the list so that
# they measure it as unseen papers would; the sets developed on may count (their scores overstate anyway)
UNSEEN_SETS = "11-13,28-31,33,36,37,40,41,46-49,54-56,61-64"
HEADER = f"""# Acronym definitions given by at least {MIN_PAPERS} abstracts of the ML corpora (ICML 2024 posters,
# paperlists), without the unseen acronym sets of tests/data: terms of the field, never a
# paper's own (is_proposed false). Acronym, tab, long form in lower case, hyphens as spaces, no
# plural "s". Made by bench/common_acronyms.py; do not edit by hand.
"""


def common_definitions() -> list[str]:
    unseen = set_numbers(UNSEEN_SETS)
    held_out = {_item_id(item) for path in HELDOUT.glob("*acronyms*.json") if set_number(path.name) in unseen
                for item in _items(path)}
    papers = Counter()
    for paper_id, abstract in _paper_texts().items():
        # the kdd / www and SemEval / NUS keyphrase documents are data mining, web and systems
        # papers, not the ML corpora
        if paper_id in held_out or paper_id.startswith(("kdd/", "www/", "SemEval2010/", "Nguyen2007/")):
            continue
        papers.update({definition_key(a.acronym, a.long_form)
                       for a in extract_acronyms(normalise_text(abstract).text) if a.long_form})
    return sorted(key for key, n in papers.items() if n >= MIN_PAPERS)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    if not ICML_EVENTS.exists() or not PAPERLISTS.exists():
        # without the corpora the list would come out empty
        print(f"common_acronyms: needs {ICML_EVENTS} and {PAPERLISTS}", file=sys.stderr)
        return 2
    text = HEADER + "".join(key + "\n" for key in common_definitions())
    if args.check:
        same = COMMON_ACRONYMS_FILE.read_text(encoding="utf-8") == text
        print("up to date" if same else f"{COMMON_ACRONYMS_FILE} is out of date")
        return 0 if same else 1
    COMMON_ACRONYMS_FILE.write_text(text, encoding="utf-8")
    print(f"{text.count(chr(10)) - HEADER.count(chr(10))} definitions written to {COMMON_ACRONYMS_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
