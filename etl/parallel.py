"""Extraction on several cores: worker processes that keep each paper's analysis between the
two phases of a batch (1: normalise, list keyword candidates and count what the papers change
in the corpus counts; 2, after those counts are updated: extract everything), so no abstract
is analysed twice.

Small batches run in-process: starting workers costs more than they save. A command that
expects a large batch forks the workers before it opens the database (prestart), so they
start at once, with every module already imported.
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import sys
from collections import Counter
from collections.abc import Mapping

from etl.derive import Derived, PaperText, corpus_changes, derive, read_text
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


def _serve(connection, inherited=()) -> None:
    """A worker's loop: ("read", papers, before) -> corpus_changes; ("derive", counts, n) ->
    derived rows.

    inherited: the loading process's ends of the pipes, which a forked worker closes so that
    it sees end-of-file if that process dies."""
    for other in inherited:
        other.close()
    fewer_collections()
    held: list[tuple[str, MergedPaper, PaperText]] = []
    while True:
        try:
            message = connection.recv()
        except EOFError:  # the loading process is gone
            os._exit(1)
        if message[0] == "read":
            _, papers, before = message
            held = [(paper_id, paper, read_text(paper)) for paper_id, paper in papers]
            connection.send(corpus_changes([text for _, _, text in held], before))
        elif message[0] == "derive":
            _, document_count, n_documents = message
            connection.send([derive(paper_id, paper, text, document_count, n_documents)
                             for paper_id, paper, text in held])
            held = []
        else:
            # Nothing to flush or release: skip the interpreter's teardown of a large heap.
            os._exit(0)


class Extraction:
    """One batch's extraction in four calls, in this order: start_reading(), changes() (to be
    counted into corpus_term), start_deriving(counts), derived(). With workers, the start_
    calls return at once, so the loading process can do other work while they extract.
    before[i] is paper i as stored, None when new."""

    def __init__(self, papers: list[tuple[str, MergedPaper]], before: list[MergedPaper | None],
                 workers: Workers | None = None):
        self.papers = papers
        self.before = before
        use_pool = workers is not None and len(papers) >= MIN_PARALLEL_PAPERS
        self.pool = workers.pool() if use_pool else None
        self._texts: list[PaperText] = []
        self._share_lookups: list[set[str]] = []  # per worker: the counts its papers read
        self._statistics: tuple[Mapping[str, int], int] = ({}, 0)

    def start_reading(self) -> None:
        if self.pool is not None:
            for index, (share, before) in enumerate(zip(self.pool.split(self.papers),
                                                        self.pool.split(self.before))):
                self.pool.send(index, ("read", share, before))

    def changes(self) -> tuple[dict[str, int], set[str]]:
        """What the papers change in corpus_term, and the terms whose counts deriving reads
        (see etl.derive.corpus_changes)."""
        if self.pool is None:
            self._texts = [read_text(paper) for _, paper in self.papers]
            return corpus_changes(self._texts, self.before)
        delta: Counter = Counter()
        self._share_lookups = []
        for index in range(self.pool.size):
            share_delta, lookups = self.pool.receive(index)
            delta.update(share_delta)
            self._share_lookups.append(lookups)
        return ({term: d for term, d in delta.items() if d},
                set().union(*self._share_lookups))

    def start_deriving(self, document_count: Mapping[str, int], n_documents: int) -> None:
        if self.pool is None:
            self._statistics = (document_count, n_documents)
            return
        for index, lookups in enumerate(self._share_lookups):
            # The counts this share's papers read (built in C: 0.2 s in Python at ICML 2024).
            looked_up = document_count.keys() & lookups
            wanted = dict(zip(looked_up, map(document_count.__getitem__, looked_up)))
            self.pool.send(index, ("derive", wanted, n_documents))

    def derived(self) -> list[Derived]:
        if self.pool is None:
            document_count, n_documents = self._statistics
            return [derive(paper_id, paper, text, document_count, n_documents)
                    for (paper_id, paper), text in zip(self.papers, self._texts)]
        return [d for index in range(self.pool.size) for d in self.pool.receive(index)]


class Workers:
    """The worker processes of one load, started when a batch is first large enough; a
    context manager that always stops them. With size 1 everything runs in-process."""

    def __init__(self, size: int | None = None):
        self.size = worker_count() if size is None else size
        self._pool: WorkerPool | None = None

    def pool(self) -> WorkerPool | None:
        if self._pool is None and self.size > 1:
            self._pool = _take_prestarted(self.size) or WorkerPool(self.size)
        return self._pool

    def __enter__(self) -> Workers:
        return self

    def __exit__(self, *exc) -> None:
        if self._pool is not None:
            self._pool.stop()


class WorkerPool:
    """size worker processes, spawned (a fresh interpreter that imports the extraction modules)
    unless start_method says fork: only safe in a process with no database open, see
    prestart."""

    def __init__(self, size: int, start_method: str = "spawn"):
        context = multiprocessing.get_context(start_method)
        self.connections, self.processes = [], []
        for _ in range(size):
            ours, theirs = context.Pipe()
            inherited = (*self.connections, ours) if start_method == "fork" else ()
            process = context.Process(target=_serve, args=(theirs, inherited), daemon=True)
            process.start()
            theirs.close()  # the worker's end: ours then sees end-of-file if it dies
            self.connections.append(ours)
            self.processes.append(process)
        # Per worker: a reply is due (sent a request, not yet received its reply).
        self.replying = [False] * size

    @property
    def size(self) -> int:
        return len(self.connections)

    def send(self, index: int, message: tuple) -> None:
        self.connections[index].send(message)
        self.replying[index] = True

    def receive(self, index: int):
        reply = self.connections[index].recv()
        self.replying[index] = False
        return reply

    def split(self, papers: list) -> list[list]:
        """Contiguous shares, one per worker, so results come back in the papers' order."""
        size = -(-len(papers) // self.size)
        return [papers[i * size:(i + 1) * size] for i in range(self.size)]

    def stop(self) -> None:
        """Stop the workers; one whose reply was never read (the load failed while it
        worked) would not read "stop" before that reply was, so it is killed: it holds
        nothing but that reply."""
        for connection, process, replying in zip(self.connections, self.processes,
                                                 self.replying):
            if replying:
                process.kill()
                continue
            try:
                connection.send(("stop",))
            except OSError:
                pass
        for process in self.processes:
            process.join(timeout=5)
            if process.is_alive():
                process.kill()
        for connection in self.connections:
            connection.close()


# Workers forked ahead of a load by prestart, until a Workers of that size takes them.
_prestarted: WorkerPool | None = None


def prestart(size: int | None = None) -> None:
    """Fork the worker processes of the next Workers now, for a command about to extract a
    large batch: call it before opening any database, since a fork copies only the calling
    thread, and a database's threads may hold locks. Forked workers share the modules this
    process has imported instead of importing them again (spawn: ~0.6 s of CPU each)."""
    global _prestarted
    size = worker_count() if size is None else size
    if _prestarted is not None or size <= 1 or not sys.platform.startswith("linux"):
        return  # elsewhere fork is unsafe (macOS) or missing (Windows): workers are spawned
    for stream in (sys.stdout, sys.stderr):  # or a worker could write the buffer again
        if stream is not None:
            stream.flush()
    gc.freeze()  # the workers' collections then leave the objects they share (and their pages)
    try:
        _prestarted = WorkerPool(size, "fork")
    finally:
        gc.unfreeze()


def discard_prestarted() -> None:
    """Stop prestarted workers that no Workers took (the batch was small, or the load failed)."""
    global _prestarted
    if _prestarted is not None:
        pool, _prestarted = _prestarted, None
        pool.stop()


def _take_prestarted(size: int) -> WorkerPool | None:
    global _prestarted
    if _prestarted is None or _prestarted.size != size:
        return None
    pool, _prestarted = _prestarted, None
    return pool
