"""The state-of-the-art rule of etl/extract/claims.py, on sentences of ICML 2024 abstracts."""

from __future__ import annotations

import pytest

from etl.extract.claims import sota_claim
from test_queries import ABSTRACTS, SOTA_FLAGS

MENTION, CLAIM, NEITHER = (True, False), (True, True), (False, False)


@pytest.mark.parametrize(("sentence", "expected"), [
    # a verb of achieving, with "new" between
    ("We establish new state-of-the-art results on a challenging combination of Meta-Dataset "
     "augmented with additional OOD tasks in both zero-shot and gradient-based adaptation "
     "settings.", CLAIM),
    # beating it, with up to three words between
    ("Experimental results demonstrate LESR exhibits high sample efficiency and outperforms "
     "state-of-the-art baselines by an average of 29% in accumulated reward.", CLAIM),
    ("We show that HarmonicFlow improves upon state-of-the-art generative processes for "
     "docking in simplicity, generality, and average sample quality.", CLAIM),
    # "state-of-the-art performance across"
    ("Our method showcases consistent state-of-the-art performance across diverse benchmarks "
     "and data distribution scenarios.", CLAIM),
    # background: the state of the art is somebody else's
    ("Current state-of-the-art approaches are based on supervised learning with a conditioned "
     "policy.", MENTION),
    ("Empirical results on different data sets show the effectiveness of our framework "
     "compared to several state-of-the-art semi-supervised approaches.", MENTION),
    # "compared to the state-of-the-art" is more than three words after "over"-like verbs
    ("Our approach achieves higher throughput on large language models compared to the "
     "state-of-the-art TPUv4 and the Spotlight accelerator search framework.", MENTION),
    ("Sonata sets a new record for music generation.", CLAIM),
    ("A record-breaking 10x speed-up.", MENTION),
    # SOTAs is not the word SOTA; "a record" is not "new record"
    ("We study the SOTAs of CIFAR.", NEITHER),
    ("A record of repositories.", NEITHER),
    ("", NEITHER),
])
def test_sota_rule(sentence, expected):
    assert sota_claim(sentence) == expected


def test_query_fixture_flags_follow_the_rule():
    """tests/test_queries.py stores these flags in paper_summary by hand; they are the rule's."""
    assert {p: sota_claim(text) for p, text in ABSTRACTS.items()} == SOTA_FLAGS
