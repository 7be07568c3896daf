"""Extraction on several cores: worker processes that keep each paper's analysis between the
two phases of a batch (1: normalise and list keyword candidates; 2, after the corpus counts
are updated: extract everything), so no abstract is analysed twice.

Small batches run in-process: starting workers costs more than they save.
"""

from __future__ import annotations

import gc
import multiprocessing
import os
from collections.abc import Mapping

from etl.derive import Derived, PaperText, derive, read_text
from etl.records import MergedPaper

# Below this many papers a batch is extracted in the loading process itself.
MIN_PARALLEL_PAPERS = 1000


def worker_count() -> int:
    """PAPERDB_WORKERS, else one per core (at most 8)."""
    configured = os.environ.get("PAPERDB_WORKERS", "")
    if configured.isdigit() and int(configured) > 0:
        return int(configured)
    return max(1, min(os.cpu_count() or 1, 8))


def fewer_collections() -> None:
    """Extraction allocates many small objects and keeps a batch's analyses alive, so Python's
    cyclic collector ran often over a growing heap (~20% of the time); it finds almost
    nothing here, so run it far less often."""
    gc.set_threshold(200_000, 20, 100)


def _serve(connection) -> None:
    """A worker's loop: ("read", papers) -> terms; ("derive", counts, n) -> derived rows."""
    fewer_collections()
    held: list[tuple[str, MergedPaper, PaperText]] = []
    while True:
        message = connection.recv()
        if message[0] == "read":
            held = [(paper_id, paper, read_text(paper)) for paper_id, paper in message[1]]
            connection.send([(text.terms, text.lookups) for _, _, text in held])
        elif message[0] == "derive":
            _, document_count, n_documents = message
            connection.send([derive(paper_id, paper, text, document_count, n_documents)
                             for paper_id, paper, text in held])
            held = []
        else:
            return


class Extraction:
    """One batch's extraction: call terms() once, then derived() once."""

    def __init__(self, papers: list[tuple[str, MergedPaper]], workers: Workers | None = None):
        self.papers = papers
        use_pool = workers is not None and len(papers) >= MIN_PARALLEL_PAPERS
        self.pool = workers.pool() if use_pool else None
        self._texts: list[PaperText] = []
        # Per worker share: each paper's (terms, lookups), see PaperText.
        self._shares: list[list[tuple[frozenset[str], frozenset[str]]]] = []

    def terms(self) -> list[frozenset[str]]:
        """Each paper's terms, to be counted into corpus_term before derived()."""
        if self.pool is None:
            self._texts = [read_text(paper) for _, paper in self.papers]
            return [text.terms for text in self._texts]
        for connection, share in zip(self.pool.connections, self.pool.split(self.papers)):
            connection.send(("read", share))
        self._shares = [connection.recv() for connection in self.pool.connections]
        return [terms for share in self._shares for terms, _ in share]

    def lookups(self) -> list[frozenset[str]]:
        """Each paper's corpus counts that derived() reads (after terms())."""
        if self.pool is None:
            return [text.lookups for text in self._texts]
        return [lookups for share in self._shares for _, lookups in share]

    def derived(self, document_count: Mapping[str, int], n_documents: int) -> list[Derived]:
        if self.pool is None:
            return [derive(paper_id, paper, text, document_count, n_documents)
                    for (paper_id, paper), text in zip(self.papers, self._texts)]
        for connection, share in zip(self.pool.connections, self._shares):
            wanted = {t: document_count[t] for _, lookups in share for t in lookups
                      if t in document_count}
            connection.send(("derive", wanted, n_documents))
        return [d for connection in self.pool.connections for d in connection.recv()]


class Workers:
    """The worker processes of one load, started when a batch is first large enough; a
    context manager that always stops them. With size 1 everything runs in-process."""

    def __init__(self, size: int | None = None):
        self.size = worker_count() if size is None else size
        self._pool: WorkerPool | None = None

    def pool(self) -> WorkerPool | None:
        if self._pool is None and self.size > 1:
            self._pool = WorkerPool(self.size)
        return self._pool

    def __enter__(self) -> Workers:
        return self

    def __exit__(self, *exc) -> None:
        if self._pool is not None:
            self._pool.stop()


class WorkerPool:
    def __init__(self, size: int):
        context = multiprocessing.get_context("spawn")
        self.connections, self.processes = [], []
        for _ in range(size):
            ours, theirs = context.Pipe()
            process = context.Process(target=_serve, args=(theirs,), daemon=True)
            process.start()
            self.connections.append(ours)
            self.processes.append(process)

    def split(self, papers: list) -> list[list]:
        """Contiguous shares, one per worker, so results come back in the papers' order."""
        size = -(-len(papers) // len(self.connections))
        return [papers[i * size:(i + 1) * size] for i in range(len(self.connections))]

    def stop(self) -> None:
        for connection in self.connections:
            try:
                connection.send(("stop",))
            except OSError:
                pass
        for process in self.processes:
            process.join(timeout=5)
            if process.is_alive():
                process.kill()
