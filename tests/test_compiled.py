"""The extractors compiled with mypyc (setup.py with PAPERDB_COMPILE=1) give exactly what their
source gives, and a compiled module older than its source makes etl run from source."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig

import pytest

from conftest import ICML_EVENTS, REPO, SAMPLE, SHARED
from etl.sources import SourceOptions, open_source
from pg_server import in_ci

# Derives everything from each text as the loader does (etl.derive, corpus counts included) and
# prints it as JSON, with what the public extractors give for values that are not text, and the
# file of one compiled module to show which build ran.
DERIVE_ALL = """
import dataclasses, json, sys
from etl.derive import corpus_changes, derive, read_text
from etl.extract.acronyms import extract_acronyms
from etl.extract.keywords import (analysis, candidate_terms, extract_keywords,
                                  normalise_author_keyword, rank_keywords)
from etl.extract.links import extract_code_links
from etl.extract.metrics import extract_metrics
from etl.normalise import normalise_text
from etl.records import MergedPaper
papers = [MergedPaper(fields={"title": t, "abstract": a}) for t, a in json.load(sys.stdin)]
texts = [read_text(p) for p in papers]
counts, _ = corpus_changes(texts, [None] * len(texts))
rows = [dataclasses.asdict(derive(f"P{i}", p, t, counts, len(texts)))
        for i, (p, t) in enumerate(zip(papers, texts))]
odd = [[extract_acronyms(x), extract_metrics(x), extract_code_links(x), normalise_text(x).text,
        extract_keywords(x, x), extract_keywords(None, "deep networks", x, x, x),
        rank_keywords(x), rank_keywords(analysis.analyse(x, x), x, x, x),
        sorted(candidate_terms(x, x)), normalise_author_keyword(x)]
       for x in (None, 3, 2.5, b"bytes (AB)", ["a list"])]
json.dump({"module": analysis.__file__, "rows": rows, "odd": odd}, sys.stdout, default=str)
"""

# Odd input that compiled code, which checks the declared types, must take as the source does.
ODD_TEXTS = [
    (None, ""), ("", " "), (None, "\x00\ud800 lone surrogate \ufeff"), ("Title only", ""),
    (None, "((((( ]]]] 10%% of 1e400 x 2x (GPT-4) LLMs (LLMs) https://github.com/"),
    (None, "We propose FOO-BAR (Fast Orthogonal Optimisation), 3.2× faster and 99.9% accurate."),
    (None, "$\\mathcal{O}(n)$ \\textbf{SOTA} 7B 1M images in 2024 [1] ¹ github . com/a/b"),
]


def _why_no_build() -> str | None:
    try:
        import mypyc  # noqa: F401
    except ImportError:
        return "mypy (mypyc) is not installed"
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None:
        return f"no C compiler ({compiler})"
    return None


def _copy_source(dest):
    for name in ("setup.py", "pyproject.toml", "README.md"):
        shutil.copy(REPO / name, dest / name)
    shutil.copytree(REPO / "etl", dest / "etl", ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    return dest


@pytest.fixture(scope="module")
def builds(tmp_path_factory):
    """(source copy, compiled copy) of etl, each importable from its directory."""
    reason = _why_no_build()
    if reason:
        if in_ci():
            pytest.fail(f"CI must build the compiled extractors: {reason}", pytrace=False)
        pytest.skip(reason)
    source = _copy_source(tmp_path_factory.mktemp("source"))
    compiled = _copy_source(tmp_path_factory.mktemp("compiled"))
    result = subprocess.run(
        [sys.executable, "setup.py", "-q", "build_ext", "--inplace", "-j", "2"], cwd=compiled,
        env={**os.environ, "PAPERDB_COMPILE": "1"}, capture_output=True, text=True, timeout=1800)
    assert result.returncode == 0, result.stderr[-3000:]
    return source, compiled


def _derive_all(build, texts) -> dict:
    # Both builds read the metric vocabulary from the same ../shared.
    env = {**os.environ, "PYTHONPATH": str(build), "PAPERDB_SHARED": str(SHARED)}
    result = subprocess.run([sys.executable, "-c", DERIVE_ALL], input=json.dumps(texts), cwd=build,
                            env=env, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout)


def _texts() -> list[tuple[str | None, str]]:
    _, sample = open_source(SAMPLE, None, SourceOptions())
    texts = [(None, record.fields["abstract"]) for record in sample] + ODD_TEXTS
    if ICML_EVENTS.exists():  # the whole ICML 2024 export where ../shared has it
        texts += [(e["name"], e["abstract"]) for e in json.loads(ICML_EVENTS.read_text())
                  if e.get("type") == "Poster"]
    return texts


def test_compiled_extractors_give_exactly_what_the_source_gives(builds):
    source, compiled = builds
    texts = _texts()
    expected = _derive_all(source, texts)
    got = _derive_all(compiled, texts)
    assert expected["module"].endswith(".py")
    assert got["module"].endswith(".so"), got["module"]  # the compiled build really ran
    assert sum(len(row["metrics"]) + len(row["acronyms"]) for row in expected["rows"]) > 40
    for text, want, have in zip(texts, expected["rows"], got["rows"]):
        assert have == want, text
    assert got["odd"] == expected["odd"]


def test_a_compiled_module_older_than_its_source_makes_etl_run_from_source(builds):
    _, compiled = builds
    module = compiled / "etl" / "extract" / "keywords" / "ranking.py"
    sources = [compiled / "etl" / "extract" / "keywords" / "analysis.py", compiled / "etl" / "normalise.py"]
    show = "import etl.extract.keywords.analysis as a, etl.normalise as n; print(a.__file__, n.__file__)"

    def loaded() -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-c", show], cwd=compiled, capture_output=True,
                              text=True, env={**os.environ, "PYTHONPATH": str(compiled)}, timeout=120)

    fresh = loaded()
    assert fresh.stdout.split() == [str(s.with_suffix(sysconfig.get_config_var("EXT_SUFFIX")))
                                    for s in sources], fresh.stderr
    assert fresh.stderr == ""
    before = module.stat()
    os.utime(module)  # as an edit after the build leaves it
    try:
        stale = loaded()
    finally:
        os.utime(module, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert stale.returncode == 0, stale.stderr
    assert stale.stdout.split() == [str(s) for s in sources]
    assert f"{module} changed after it was compiled: running the Python source" in stale.stderr
