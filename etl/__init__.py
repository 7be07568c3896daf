"""paperdb's ETL: sources -> normalise -> extract -> load, and the paperdb CLI."""

import importlib.util
import logging
import sys
from importlib.abc import MetaPathFinder
from pathlib import Path

# The package's directory, for its data files. Modules compiled with mypyc read it from here:
# their own __file__ is derived from the shared library's place, not their source's.
PACKAGE_DIR = Path(__file__).resolve().parent


class _SourceFinder(MetaPathFinder):
    """Finds etl's modules in their Python source, ahead of compiled ones."""

    def find_spec(self, name, path, target=None):
        if not name.startswith(__name__ + ".") or not path:
            return None
        source = Path(path[0]) / (name.rpartition(".")[2] + ".py")
        return importlib.util.spec_from_file_location(name, source) if source.is_file() else None


def _stale_compiled() -> Path | None:
    """The source of a module compiled in place (PAPERDB_COMPILE=1, see setup.py) that changed
    after it was compiled, if any."""
    for native in PACKAGE_DIR.rglob("*.so"):
        source = native.with_name(native.name.split(".", 1)[0] + ".py")
        if source.is_file() and source.stat().st_mtime > native.stat().st_mtime:
            return source
    return None


# Compiled modules load instead of their source and call each other directly, so one older
# than its source would run old code: then all of etl runs from source, with a warning.
if (_stale := _stale_compiled()) is not None:
    logging.getLogger(__name__).warning(
        "%s changed after it was compiled: running the Python source (compile again for the "
        "compiled speed: PAPERDB_COMPILE=1 pip install -e .)", _stale)
    sys.meta_path.insert(0, _SourceFinder())
