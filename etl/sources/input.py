"""One input file as the readers see it: streamed, gunzipped, and checked before any record.

Files are read as streams so that memory does not grow with the file. A file is refused as a
whole (InputError, nothing written) when it is missing, empty, binary, a damaged gzip, or a
JSON document with broken syntax; those checks run before the first record is yielded, which
for gzip and JSON costs one extra streaming pass. Bytes that are not UTF-8 become U+FFFD, and
prepare() rejects just the records that contain them.
"""

from __future__ import annotations

import codecs
import gzip
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

import ijson

from etl.records import InputError

HEAD_BYTES = 65536
CHUNK = 1 << 20
# More undecodable bytes than this share of the first block means the file is not text.
_MAX_BAD_SHARE = 0.01
_GZIP_MAGIC = b"\x1f\x8b"
_DAMAGED_GZIP = (OSError, EOFError, zlib.error)


class SourceInput:
    def __init__(self, path: Path):
        self.path = path
        if not path.exists():
            raise InputError(f"{path}: no such file")
        if path.is_dir():
            raise InputError(f"{path}: is a folder, not a file")
        try:
            with path.open("rb") as handle:
                self.is_gzip = handle.read(2) == _GZIP_MAGIC
        except OSError as exc:
            raise InputError(f"{path}: cannot read ({exc.strerror})") from None
        if self.is_gzip:
            self._check_gzip()
        with self.open_binary() as handle:
            head = handle.read(HEAD_BYTES)
        if not head.strip():
            raise InputError(f"{path}: the file is empty")
        self.head = head.decode("utf-8", errors="replace").removeprefix("\ufeff")
        if "\x00" in self.head or self.head.count("\ufffd") > max(8, _MAX_BAD_SHARE * len(head)):
            raise InputError(f"{path}: not a UTF-8 text file")

    def _check_gzip(self) -> None:
        try:
            with gzip.open(self.path, "rb") as handle:
                while handle.read(CHUNK):
                    pass
        except _DAMAGED_GZIP as exc:
            raise InputError(f"{self.path}: damaged gzip file ({exc})") from None

    def open_binary(self) -> BinaryIO:
        return gzip.open(self.path, "rb") if self.is_gzip else self.path.open("rb")

    def text(self) -> str:
        """The whole text, for formats that are read as one piece (the plain-text sample)."""
        with self.open_binary() as handle:
            return handle.read().decode("utf-8", errors="replace").removeprefix("\ufeff")

    def lines(self, keep_ends: bool = False) -> Iterator[str]:
        """The lines of the file, decoded, streamed (without line ends unless keep_ends)."""
        with self.open_binary() as handle:
            decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
            first = True
            for raw in handle:
                line = decoder.decode(raw)
                if not keep_ends:
                    line = line.rstrip("\r\n")
                if first:
                    line, first = line.removeprefix("\ufeff"), False
                yield line

    def json_array(self, what: str, lone_object: bool = False) -> Iterator[object]:
        """The items of a top-level JSON array, streamed (with lone_object, a top-level object
        is read as an array of one). The whole document is checked first, so broken JSON is
        refused before any record is read."""
        try:
            with self.open_binary() as handle:
                events = ijson.parse(_Utf8Repaired(handle))
                _, first_event, _ = next(events)
                for _ in events:
                    pass
        except ijson.JSONError as exc:
            raise InputError(f"{self.path}: not valid JSON ({_json_problem(exc)})") from None
        except StopIteration:
            raise InputError(f"{self.path}: not valid JSON (no document)") from None
        except RecursionError:
            raise InputError(f"{self.path}: JSON nested too deeply") from None
        except UnicodeDecodeError:  # ijson cannot decode an escape such as "\udc00"
            raise InputError(f"{self.path}: not valid JSON (an unpaired surrogate escape such "
                             "as \\udc00)") from None
        if first_event == "start_map" and lone_object:
            return self._items("")
        if first_event != "start_array":
            raise InputError(f"{self.path}: expected a JSON array of {what}")
        return self._items("item")

    def _items(self, prefix: str) -> Iterator[object]:
        with self.open_binary() as handle:
            yield from ijson.items(_Utf8Repaired(handle), prefix, use_float=True)


def _json_problem(exc: Exception) -> str:
    text = str(exc)
    if isinstance(exc, ijson.IncompleteJSONError) and "premature EOF" in text or not text:
        return "it ends early"
    first = text.splitlines()[0] if text.strip() else type(exc).__name__
    return first.removeprefix("b'").removeprefix('b"').strip()


class _Utf8Repaired:
    """A byte stream whose invalid UTF-8 sequences are replaced by U+FFFD, for ijson."""

    def __init__(self, handle: BinaryIO):
        self._handle = handle
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._first = True

    def read(self, size: int = CHUNK) -> bytes:
        data = self._handle.read(size)
        text = self._decoder.decode(data, final=not data)
        if self._first and text:  # a byte order mark is not JSON
            text, self._first = text.removeprefix("\ufeff"), False
        return text.encode("utf-8")
