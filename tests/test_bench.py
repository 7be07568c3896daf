"""The benchmark harness runs end to end (at a small size; BENCHMARKS.md has the real runs)."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from conftest import ICML_EVENTS, REPO, SHARED, shared_file
from db.queries import list_queries


def test_bench_run_measures_every_step_and_every_saved_query(tmp_path):
    shared_file(ICML_EVENTS)
    result = subprocess.run(
        [sys.executable, str(REPO / "bench" / "run.py"), "--sizes", "1000", "--no-yake",
         "--work", str(tmp_path)], capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stderr[-2000:]
    out = result.stdout
    load = re.search(r"\| \(a\) paperdb load, all extraction \| ([\d.]+) \| ([\d,]+) \|", out)
    floor = re.search(r"\| \(b\) DuckDB read_json, raw \(floor\) \| ([\d.]+) \|", out)
    assert load and floor and float(load.group(1)) > float(floor.group(1)) > 0
    assert "(d) incremental load of 1,000 papers" in out
    for query in list_queries():
        assert re.search(rf"\| {query.name} \| [\d.]+ \|", out), query.name


# Held-out sets measured by bench/quality.py that no round has developed on (their sampling
# and judgement calls are in each file): each extractor's measures on them, when first
# measured after the rules they judge, are floors. Set 7 was labelled first in session 5;
# set 8 was labelled blind in session 6, after which sets 6 and 7 were read item by item and
# their floors follow the rules that came of it (set 7's is_proposed counts one more matched
# record, MACE, whose proposal the text does not state). Set 9 was labelled blind in session 7
# the same way, and so were development sets 10-12 (results only), and blind sets 13-15
# (results only) in session 8, and sets 16-17 at its end (first measured with all of its rules);
# their floors were their first measurement. Session 9 labelled blind sets 18-21 (measured once
# after its rules from sets 1-17: F1 0.934, names 0.769), then developed on sets 8-21 too and
# labelled blind sets 22-23 (measured once at its end: F1 0.952, names 0.856); the floors of
# sets 8-21 are their measure at that end, those of 22-23 their first. Subjects were first
# scored in session 8. Session 10 labelled blind sets 24-29 (results) and 10-11 (acronyms),
# measured each once, developed on 24-27 and acronyms 10 (and, through the diffs it read, on
# sets 1-23), labelled blind sets 30-32 and acronym sets 12-13 at its end, and set every floor to
# the measure at its end (subjects of sets 6 and 19 fell by one or two records when a name opening
# a long sentence became the subject of its later numbers; all subjects together rose).
# Session 11 labelled blind sets of a kind no set had (33-36: abstracts with a decimal number and
# no percentage or factor) and acronym sets 14-19 from any venue, measured each once, developed
# on all but acronym sets 18-19, and set their floors to the measure at its end.
# Session 12 labelled acronym sets 20-23 blind and measured them with its starting code, then
# developed on acronym sets 1-19 (not 11) and raised the floors its rules raised. Session 13
# labelled acronym sets 24-27 blind and measured them with its starting code; its is_proposed rules
# raised that field on sets it had not developed on too (20-27), and the floors with it; it
# labelled acronym sets 28-31 blind at its end and measured them once. Session 18 raised the floors
# its rules raised on developed-on sets (results 7, 34, 36; acronyms 6, 24).
# Session 20 labelled results sets 47-55 and acronym sets 32-33 blind (the floors below it).
HELDOUT_FLOORS = {
    # set 6 names "mIoU performance" "mIoU" (3 records); sets 8, 23 and 40 name "AUC / mIoU /
    # F-Measure performance" as written (8), which session 15 followed: its names floor 0.89 -> 0.85
    "heldout_metrics_6.json": ("metrics", 0.99, {"metric": 0.85, "unit": 1.00, "kind": 1.00, "subject": 0.69}),
    # set 7: "prune connections ... with up to96%" is found since session 9, with kind and subject wrong
    "heldout_metrics_7.json": ("metrics", 0.93, {"metric": 0.84, "unit": 1.00, "kind": 0.96, "subject": 0.70}),
    "heldout_acronyms_6.json": ("acronyms", 0.96, {"long_form": 0.97, "is_proposed": 0.97}),
    "heldout_acronyms_7.json": ("acronyms", 0.96, {"long_form": 1.00, "is_proposed": 0.92}),
    # (session 19: "cutting runtime in half" found, F1 0.960 -> 0.966, its subject not the label's)
    "heldout_metrics_8.json": ("metrics", 0.96, {"metric": 0.77, "unit": 1.00, "kind": 0.97, "subject": 0.47}),
    "heldout_acronyms_8.json": ("acronyms", 0.97, {"long_form": 1.00, "is_proposed": 0.94}),
    "heldout_metrics_9.json": ("metrics", 0.98, {"metric": 0.81, "unit": 0.98, "kind": 0.97, "subject": 0.29}),
    "heldout_acronyms_9.json": ("acronyms", 0.95, {"long_form": 0.95, "is_proposed": 0.94}),
    "heldout_metrics_10.json": ("metrics", 0.95, {"metric": 0.83, "unit": 1.00, "kind": 0.96, "subject": 0.41}),
    "heldout_metrics_11.json": ("metrics", 0.98, {"metric": 0.80, "unit": 0.95, "kind": 0.91, "subject": 0.32}),
    # set 12: "with less than 10% overhead in the layer size" is found since session 10, named "overhead"
    "heldout_metrics_12.json": ("metrics", 0.92, {"metric": 0.75, "unit": 1.00, "kind": 0.94, "subject": 0.42}),
    # set 13: since session 18 the numbers after "vs" are records, F1 0.929 -> 0.949, their subjects not the labels'
    # (session 19: a number after "vs" is dropped as a restatement only in brackets, F1 0.949 -> 0.956,
    # its subject not the label's)
    "heldout_metrics_13.json": ("metrics", 0.95, {"metric": 0.78, "unit": 1.00, "kind": 0.91, "subject": 0.44}),
    "heldout_metrics_14.json": ("metrics", 0.95, {"metric": 0.82, "unit": 0.98, "kind": 0.96, "subject": 0.53}),
    "heldout_metrics_15.json": ("metrics", 0.95, {"metric": 0.81, "unit": 1.00, "kind": 0.98, "subject": 0.36}),
    "heldout_metrics_16.json": ("metrics", 0.95, {"metric": 0.84, "unit": 0.98, "kind": 0.95, "subject": 0.48}),
    "heldout_metrics_17.json": ("metrics", 0.92, {"metric": 0.71, "unit": 1.00, "kind": 0.98, "subject": 0.43}),
    # set 18: since session 11 "an improvement of 4.55" is found; its label names the baselines as subject
    "heldout_metrics_18.json": ("metrics", 0.98, {"metric": 0.83, "unit": 1.00, "kind": 0.95, "subject": 0.34}),
    "heldout_metrics_19.json": ("metrics", 0.92, {"metric": 0.72, "unit": 1.00, "kind": 0.95, "subject": 0.36}),
    "heldout_metrics_20.json": ("metrics", 0.95, {"metric": 0.78, "unit": 1.00, "kind": 0.94, "subject": 0.31}),
    # sets 21 and 24: since session 11 durations in words are found ("in under an hour"), unnamed
    # where the labels name the process timed
    "heldout_metrics_21.json": ("metrics", 0.92, {"metric": 0.83, "unit": 1.00, "kind": 0.93, "subject": 0.54}),
    "heldout_metrics_22.json": ("metrics", 0.95, {"metric": 0.87, "unit": 1.00, "kind": 0.95, "subject": 0.43}),
    "heldout_metrics_23.json": ("metrics", 0.95, {"metric": 0.85, "unit": 1.00, "kind": 1.00, "subject": 0.40}),
    "heldout_metrics_24.json": ("metrics", 0.99, {"metric": 0.78, "unit": 1.00, "kind": 0.90, "subject": 0.37}),
    "heldout_metrics_25.json": ("metrics", 0.96, {"metric": 0.92, "unit": 1.00, "kind": 0.97, "subject": 0.46}),
    "heldout_metrics_26.json": ("metrics", 0.97, {"metric": 0.90, "unit": 1.00, "kind": 0.95, "subject": 0.30}),
    "heldout_metrics_27.json": ("metrics", 0.96, {"metric": 0.75, "unit": 1.00, "kind": 0.97, "subject": 0.51}),
    "heldout_acronyms_10.json": ("acronyms", 0.98, {"long_form": 1.00, "is_proposed": 0.93}),
    # blind to the end: sets 28-29 and 32 and acronym sets 11-13 (totals only); 30-31 are 80 abstracts
    # sampled at random, two results among them: no false result in the other 78
    "heldout_metrics_28.json": ("metrics", 0.96, {"metric": 0.69, "unit": 1.00, "kind": 0.98, "subject": 0.16}),
    "heldout_metrics_29.json": ("metrics", 0.96, {"metric": 0.83, "unit": 1.00, "kind": 0.97, "subject": 0.35}),
    # (session 19: a process made faster names its speed; the labels of one set-32 record write plain "speed")
    "heldout_metrics_32.json": ("metrics", 0.94, {"metric": 0.72, "unit": 1.00, "kind": 0.97, "subject": 0.47}),
    "heldout_metrics_30.json": ("metrics", 1.00, {"unit": 1.00, "kind": 1.00}),
    "heldout_metrics_31.json": ("metrics", 1.00, {"unit": 1.00, "kind": 1.00}),
    "heldout_acronyms_11.json": ("acronyms", 0.92, {"long_form": 0.96, "is_proposed": 0.87}),
    "heldout_acronyms_12.json": ("acronyms", 0.97, {"long_form": 1.00, "is_proposed": 1.00}),
    "heldout_acronyms_13.json": ("acronyms", 0.98, {"long_form": 1.00, "is_proposed": 0.93}),
    "heldout_metrics_33.json": ("metrics", 0.90, {"metric": 0.77, "unit": 1.00, "kind": 0.85, "subject": 0.59}),
    "heldout_metrics_34.json": ("metrics", 0.87, {"metric": 0.90, "unit": 0.95, "kind": 0.99, "subject": 0.54}),
    # (session 20: "it uses a quarter of the parameters" found, F1 0.933 -> 0.942, its subject not the label's)
    "heldout_metrics_35.json": ("metrics", 0.93, {"metric": 0.85, "unit": 0.98, "kind": 0.98, "subject": 0.31}),
    "heldout_metrics_36.json": ("metrics", 0.73, {"metric": 0.75, "unit": 1.00, "kind": 1.00, "subject": 0.59}),
    "heldout_acronyms_14.json": ("acronyms", 0.95, {"long_form": 0.97, "is_proposed": 0.95}),
    "heldout_acronyms_15.json": ("acronyms", 0.95, {"long_form": 1.00, "is_proposed": 1.00}),
    "heldout_acronyms_16.json": ("acronyms", 0.97, {"long_form": 0.97, "is_proposed": 0.92}),
    "heldout_acronyms_17.json": ("acronyms", 0.94, {"long_form": 0.96, "is_proposed": 0.98}),
    "heldout_acronyms_18.json": ("acronyms", 0.98, {"long_form": 1.00, "is_proposed": 0.92}),
    "heldout_acronyms_19.json": ("acronyms", 0.94, {"long_form": 1.00, "is_proposed": 0.95}),
    # acronym sets 20-23: any venue, labelled blind in session 12 and measured once with its
    # starting code
    "heldout_acronyms_20.json": ("acronyms", 0.96, {"long_form": 0.98, "is_proposed": 0.91}),
    "heldout_acronyms_21.json": ("acronyms", 0.93, {"long_form": 1.00, "is_proposed": 0.94}),
    "heldout_acronyms_22.json": ("acronyms", 0.96, {"long_form": 1.00, "is_proposed": 0.92}),
    "heldout_acronyms_23.json": ("acronyms", 0.95, {"long_form": 1.00, "is_proposed": 0.98}),
    # acronym sets 24-27: any venue, labelled blind in session 13 and measured once with its
    # starting code
    "heldout_acronyms_24.json": ("acronyms", 0.96, {"long_form": 0.94, "is_proposed": 0.94}),
    "heldout_acronyms_25.json": ("acronyms", 0.96, {"long_form": 1.00, "is_proposed": 0.98}),
    "heldout_acronyms_26.json": ("acronyms", 0.93, {"long_form": 0.98, "is_proposed": 0.92}),
    "heldout_acronyms_27.json": ("acronyms", 0.95, {"long_form": 1.00, "is_proposed": 0.92}),
    # acronym sets 28-31: any venue, labelled blind at the end of session 13 and measured once
    # (its starting code scores the same)
    "heldout_acronyms_28.json": ("acronyms", 0.94, {"long_form": 0.97, "is_proposed": 0.97}),
    "heldout_acronyms_29.json": ("acronyms", 0.94, {"long_form": 1.00, "is_proposed": 0.97}),
    "heldout_acronyms_30.json": ("acronyms", 0.92, {"long_form": 0.97, "is_proposed": 0.96}),
    "heldout_acronyms_31.json": ("acronyms", 0.98, {"long_form": 0.98, "is_proposed": 0.95}),
    # sets 37-38: KDD / WWW abstracts, measured once at the end of session 11 (unseen)
    "heldout_metrics_37.json": ("metrics", 0.92, {"metric": 0.71, "unit": 1.00, "kind": 0.95, "subject": 0.30}),
    # (session 18: a bare speedup became a record, F1 0.848 -> 0.860, its subject not the label's)
    "heldout_metrics_38.json": ("metrics", 0.85, {"metric": 0.79, "unit": 0.97, "kind": 0.94, "subject": 0.32}),
    "heldout_metrics_39.json": ("metrics", 0.76, {"metric": 0.70, "unit": 1.00, "kind": 0.95, "subject": 0.20}),
    "heldout_metrics_40.json": ("metrics", 0.84, {"metric": 0.43, "unit": 1.00, "kind": 1.00, "subject": 0.25}),
    # sets 41-42: word factors, fractions and decimals (first measured blind in session 19: F1
    # 0.847, names 0.741; then developed on); set 45: ACM abstracts (blind: F1 0.840 with 46)
    "heldout_metrics_41.json": ("metrics", 0.92, {"metric": 0.93, "unit": 1.00, "kind": 1.00, "subject": 0.29}),
    "heldout_metrics_42.json": ("metrics", 0.92, {"metric": 0.75, "unit": 1.00, "kind": 0.91, "subject": 0.27}),
    "heldout_metrics_45.json": ("metrics", 0.83, {"metric": 0.78, "unit": 0.97, "kind": 0.89, "subject": 0.31}),
    # session 20: blind sets from the last unlabelled abstracts with numbers, first measured with
    # the session's rules and its starting code alike (ML 47-52, 54, 55: F1 0.747; ACM 53: 0.696;
    # acronyms 32-33: 0.940); 47-50 and acronym set 32 then developed on, the rest unseen
    "heldout_metrics_47.json": ("metrics", 0.93, {"metric": 0.92, "unit": 1.00, "kind": 1.00, "subject": 0.35}),
    "heldout_metrics_48.json": ("metrics", 0.74, {"metric": 1.00, "unit": 1.00, "kind": 1.00, "subject": 0.16}),
    "heldout_metrics_49.json": ("metrics", 0.93, {"metric": 0.71, "unit": 1.00, "kind": 1.00, "subject": 0.21}),
    "heldout_metrics_50.json": ("metrics", 0.93, {"metric": 0.28, "unit": 1.00, "kind": 1.00, "subject": 0.42}),
    # (session 21 developed on 51 and 52 too)
    "heldout_metrics_51.json": ("metrics", 0.89, {"metric": 0.94, "unit": 1.00, "kind": 1.00, "subject": 0.35}),
    "heldout_metrics_52.json": ("metrics", 0.76, {"metric": 0.80, "unit": 1.00, "kind": 1.00, "subject": 0.60}),
    "heldout_metrics_53.json": ("metrics", 0.69, {"metric": 0.62, "unit": 1.00, "kind": 1.00, "subject": 0.12}),
    "heldout_metrics_54.json": ("metrics", 0.58, {"metric": 1.00, "unit": 1.00, "kind": 1.00, "subject": 0.20}),
    "heldout_metrics_55.json": ("metrics", 0.57, {"metric": 0.83, "unit": 1.00, "kind": 1.00, "subject": 0.16}),
    "heldout_acronyms_32.json": ("acronyms", 0.94, {"long_form": 1.00, "is_proposed": 0.95}),
    "heldout_acronyms_33.json": ("acronyms", 0.93, {"long_form": 1.00, "is_proposed": 0.95}),
    # session 21: acronym sets 34-56, one random sample of 920 abstracts with a bracket, labelled blind
    # (34-41: F1 0.949 with the session's starting code; 42-49: 0.970; 50-56: 0.963); 34, 35, 38,
    # 39, 42-45 and 50-53 then developed on, the rest unseen
    "heldout_acronyms_34.json": ("acronyms", 0.98, {"long_form": 1.00, "is_proposed": 0.98}),
    "heldout_acronyms_35.json": ("acronyms", 0.96, {"long_form": 1.00, "is_proposed": 0.98}),
    "heldout_acronyms_36.json": ("acronyms", 0.93, {"long_form": 0.93, "is_proposed": 0.91}),
    "heldout_acronyms_37.json": ("acronyms", 0.90, {"long_form": 0.98, "is_proposed": 0.95}),
    "heldout_acronyms_38.json": ("acronyms", 0.98, {"long_form": 1.00, "is_proposed": 0.98}),
    "heldout_acronyms_39.json": ("acronyms", 0.92, {"long_form": 0.97, "is_proposed": 0.98}),
    "heldout_acronyms_40.json": ("acronyms", 0.97, {"long_form": 0.96, "is_proposed": 0.89}),
    "heldout_acronyms_41.json": ("acronyms", 0.95, {"long_form": 1.00, "is_proposed": 1.00}),
    "heldout_acronyms_42.json": ("acronyms", 0.97, {"long_form": 0.98, "is_proposed": 0.96}),
    "heldout_acronyms_43.json": ("acronyms", 0.97, {"long_form": 0.97, "is_proposed": 0.94}),
    "heldout_acronyms_44.json": ("acronyms", 0.98, {"long_form": 0.98, "is_proposed": 0.95}),
    "heldout_acronyms_45.json": ("acronyms", 0.98, {"long_form": 1.00, "is_proposed": 1.00}),
    "heldout_acronyms_46.json": ("acronyms", 0.97, {"long_form": 1.00, "is_proposed": 0.98}),
    "heldout_acronyms_47.json": ("acronyms", 0.96, {"long_form": 1.00, "is_proposed": 0.97}),
    "heldout_acronyms_48.json": ("acronyms", 0.94, {"long_form": 1.00, "is_proposed": 0.94}),
    "heldout_acronyms_49.json": ("acronyms", 0.97, {"long_form": 0.98, "is_proposed": 0.93}),
    "heldout_acronyms_50.json": ("acronyms", 0.97, {"long_form": 0.98, "is_proposed": 0.93}),
    "heldout_acronyms_51.json": ("acronyms", 0.96, {"long_form": 1.00, "is_proposed": 0.96}),
    "heldout_acronyms_52.json": ("acronyms", 0.95, {"long_form": 1.00, "is_proposed": 0.91}),
    "heldout_acronyms_53.json": ("acronyms", 0.97, {"long_form": 0.98, "is_proposed": 0.96}),
    "heldout_acronyms_54.json": ("acronyms", 0.96, {"long_form": 1.00, "is_proposed": 0.91}),
    "heldout_acronyms_55.json": ("acronyms", 0.98, {"long_form": 0.97, "is_proposed": 0.95}),
    "heldout_acronyms_56.json": ("acronyms", 0.91, {"long_form": 1.00, "is_proposed": 0.97}),
    # session 22: blind sets 57-64 (57-60 developed on, 61-64 unseen), floors at its end
    "heldout_acronyms_57.json": ("acronyms", 0.96, {"long_form": 1.00, "is_proposed": 0.98}),
    "heldout_acronyms_58.json": ("acronyms", 0.94, {"long_form": 1.00, "is_proposed": 0.89}),
    "heldout_acronyms_59.json": ("acronyms", 0.95, {"long_form": 0.96, "is_proposed": 0.86}),
    "heldout_acronyms_60.json": ("acronyms", 0.96, {"long_form": 0.97, "is_proposed": 0.94}),
    "heldout_acronyms_61.json": ("acronyms", 0.97, {"long_form": 0.98, "is_proposed": 0.97}),
    "heldout_acronyms_62.json": ("acronyms", 0.92, {"long_form": 0.97, "is_proposed": 0.94}),
    "heldout_acronyms_63.json": ("acronyms", 0.97, {"long_form": 0.96, "is_proposed": 0.94}),
    "heldout_acronyms_64.json": ("acronyms", 0.95, {"long_form": 0.98, "is_proposed": 0.98}),
}


def test_heldout_sets_keep_their_measured_quality():
    shared_file(ICML_EVENTS)
    shared_file(SHARED / "data" / "raw" / "paperlists")
    for name in ("kdd.zip", "SemEval2010.zip", "Nguyen2007.zip"):
        shared_file(SHARED / "data" / "raw" / "keyphrase-liaad" / name)
    sys.path.insert(0, str(REPO / "bench"))
    import quality

    measured = {}
    for name, documents, total in quality.heldout_documents(quality._paper_texts()):
        assert len(documents) == total, (name, "items whose text is not found", total - len(documents))
        measured[name] = quality.score_documents(documents)
    for name, (extractor, f1_floor, field_floors) in HELDOUT_FLOORS.items():
        score = measured[name][extractor]
        assert score.measures()[2] >= f1_floor, (name, score.row())
        for field, floor in field_floors.items():
            share = score.field_share(field)
            assert share is not None and share >= floor, (name, field, score.row())


def test_the_list_of_common_acronym_definitions_is_made_from_the_corpora_without_unseen_sets():
    shared_file(ICML_EVENTS)
    shared_file(SHARED / "data" / "raw" / "paperlists")
    done = subprocess.run([sys.executable, str(REPO / "bench" / "common_acronyms.py"), "--check"],
                          capture_output=True, text=True, cwd=REPO)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_common_acronym_list_is_not_remade_without_the_corpora(tmp_path, monkeypatch, capsys):
    sys.path.insert(0, str(REPO / "bench"))
    import common_acronyms

    before = common_acronyms.COMMON_ACRONYMS_FILE.read_text(encoding="utf-8")
    monkeypatch.setattr(common_acronyms, "ICML_EVENTS", tmp_path / "absent.json")
    monkeypatch.setattr(sys, "argv", ["common_acronyms.py"])
    assert common_acronyms.main() == 2
    assert capsys.readouterr().err.count("\n") == 1  # one line, no traceback
    assert common_acronyms.COMMON_ACRONYMS_FILE.read_text(encoding="utf-8") == before


def test_pooled_sets_are_chosen_by_number():
    sys.path.insert(0, str(REPO / "bench"))
    import argparse

    import quality

    assert quality.set_numbers("11,20-23") == {11, 20, 21, 22, 23}
    assert [quality.set_number(n) for n in ("heldout_acronyms_20.json", "heldout_metrics.json",
                                            "heldout_links_acronyms.json")] == [20, 1, 1]
    for bad in ("20-", "x", "23-20", ""):
        with pytest.raises(argparse.ArgumentTypeError):
            quality.set_numbers(bad)


# pools of sets labelled blind, kept at issue 3's target (F1 >= 0.95): sets 20-23 (session 12) and
# 24-31 (session 13), F1 0.952 when pooled at first (20-27 were developed on from session 16); sets 36,
# 37, 40, 41, 46-49 and 54-56 (session 21), never developed on, F1 0.955 at its end and with its
# starting code; sets 61-64 (session 22), never developed on, F1 0.958 with its starting code and at its end
@pytest.mark.parametrize("sets, gold, long_form, is_proposed", [
    ("20-31", 753, 0.98, 0.95),
    ("36,37,40,41,46-49,54-56", 711, 0.98, 0.94),
    ("61-64", 274, 0.97, 0.96),
])
def test_unseen_acronym_sets_together_meet_the_target(sets, gold, long_form, is_proposed):
    shared_file(ICML_EVENTS)
    shared_file(SHARED / "data" / "raw" / "paperlists")
    sys.path.insert(0, str(REPO / "bench"))
    import quality

    unseen = quality.set_numbers(sets)
    documents = [d for name, docs, _ in quality.heldout_documents(quality._paper_texts())
                 if name.startswith("heldout_acronyms_") and quality.set_number(name) in unseen for d in docs]
    score = quality.score_documents(documents)["acronyms"]
    assert score.gold == gold and score.measures()[2] >= 0.95, score.row()
    assert score.field_share("long_form") >= long_form and score.field_share("is_proposed") >= is_proposed, score.row()


def test_second_labelling_covers_the_same_items_and_is_scored_like_an_extractor():
    sys.path.insert(0, str(REPO / "bench"))
    import quality

    second_labels = list((REPO / "tests" / "data").glob("second_label_*.json"))
    assert second_labels
    for path in second_labels:
        first = quality._items(path.with_name(path.name.replace("second_label_", "heldout_")))
        assert [quality._item_id(i) for i in quality._items(path)] == [quality._item_id(i) for i in first]
    measured = {name: annotators
                for name, annotators, _ in quality.annotator_agreement(quality._paper_texts())}
    # measured when sets 6 and 7 were labelled again (session 7): two annotators by the same
    # guidelines agree on names (0.915, 0.966) above the extractors (0.84, 0.74 on those sets)
    assert measured["second_label_metrics_6.json"]["metrics"].field_share("metric") >= 0.91
    assert measured["second_label_metrics_7.json"]["metrics"].field_share("metric") >= 0.96
    # sets 28 and 32 labelled again in session 22: every result agreed on, names at 0.937 and 0.934
    # (the extractors 0.760 and 0.712 against the second labels)
    for name in ("second_label_metrics_28.json", "second_label_metrics_32.json"):
        assert measured[name]["metrics"].measures()[2] == 1.0
        assert measured[name]["metrics"].field_share("metric") >= 0.93
    for name in ("second_label_acronyms_6.json", "second_label_acronyms_7.json"):
        assert measured[name]["acronyms"].measures()[2] >= 0.99
