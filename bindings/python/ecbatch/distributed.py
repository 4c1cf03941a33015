"""When one machine is not enough: an MSM spread by point chunks, and backlogs of Bulletproofs+
batches and threshold-decryption rounds spread over a Dask cluster.

Every function takes a ``client`` (a ``distributed.Client``; this module does not import Dask,
so ``ecbatch`` works without it: Debian's package is python3-distributed) and sends only bytes
(the wire encodings): each worker decodes its part with its own ecbatch and answers with bytes.
Results are those of one machine: an MSM's partial sums over point chunks add up to the whole
sum (sum_i s_i P_i splits over any partition of the i), and a verification names the same
culprits, by their position in the whole backlog.

- :class:`Msm`: the points sent once, kept decoded on the workers (a prover's fixed bases),
  then any number of MSMs over them, one task per chunk.
- :func:`verify_range_proofs`: a backlog of tari-format Bulletproofs+ proofs, verified in
  batches on the workers; raises InvalidProofError naming each invalid proof's global index.
- :func:`verify_rounds`: threshold-decryption rounds (a batch file and its servers'
  responses), one task per round; returns each round's invalid responses.
- EIP-4844 blob backlogs (:mod:`ecbatch.kzg`): :func:`blob_commitments` and
  :func:`blob_proofs` compute commitments and blob proofs chunk by chunk,
  :func:`verify_blob_proofs` verifies (blob, commitment, proof) triples in batches and names
  every invalid one by its index (a failing batch is verified again triple by triple, on the
  worker that had it); :func:`verify_cell_proofs` does the same for EIP-7594 cells. Each worker
  loads the trusted setup once from ``setup_path`` (a path valid on the workers) and keeps it
  for every later task with the same path, threads and table."""
import ctypes
import threading
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

from . import _check, bls12_377, bls12_381, kzg, msm as _msm, ristretto255
from ._lib import lib
from .bte import PublicPolynomial, Request, Response
from .bulletproofs_plus import RangeItem, verify_batch
from .errors import (ERR_INVALID_ARGUMENT, ERR_VERIFY_FAILED, EcbatchError, InvalidProofError,
                     check, mismatch, not_one_of)

__all__ = ["GROUPS", "Msm", "RangeItem", "verify_range_proofs", "verify_rounds",
           "blob_commitments", "blob_proofs", "verify_blob_proofs", "verify_cell_proofs"]

# group name: (point class, scalar class)
_GROUPS: Dict[str, Tuple[type, type]] = {
    "ristretto255": (ristretto255.Point, ristretto255.Scalar),
    "bls12_381_g1": (bls12_381.G1, bls12_381.Scalar),
    "bls12_381_g2": (bls12_381.G2, bls12_381.Scalar),
    "bls12_377_g1": (bls12_377.G1, bls12_377.Scalar),
}
#: The group names :class:`Msm` takes.
GROUPS = tuple(_GROUPS)
# the affine arrays decode_batch returns, back to points (their encodings are what travels)
_FROM_AFFINE = {bls12_381.G1: lib.ecb_bls12_381_g1_from_affine,
                bls12_381.G2: lib.ecb_bls12_381_g2_from_affine,
                bls12_377.G1: lib.ecb_bls12_377_g1_from_affine}


def _point_list(points: Any) -> Sequence[Any]:
    """points as a sequence of point objects: a decode_batch array (the affine C array) is
    turned back into points; a sequence is used as it is."""
    if not isinstance(points, ctypes.Array):
        return points
    cls = _msm._BY_AFFINE.get(points._type_)
    if cls is None:
        raise TypeError("distributed.Msm: an array of %s is not a decode_batch result"
                        % points._type_.__name__)
    out = []
    for a in points:
        p = cls._new()
        _FROM_AFFINE[cls](p._raw, a)
        out.append(p)
    return out


def _group_of(points: Sequence[Any]) -> str:
    for name, (cls, _) in _GROUPS.items():
        if points and type(points[0]) is cls:
            for i, p in enumerate(points):
                if type(p) is not cls:
                    raise TypeError("distributed.Msm: points[%d] is %s, not %s like points[0]"
                                    % (i, type(p).__name__, cls.__name__))
            return name
    raise TypeError("distributed.Msm: points must be ristretto255.Point, bls12_381.G1 / G2 or "
                    "bls12_377.G1, not %s" % (type(points[0]).__name__ if points else "nothing"))


class _PointChunk:
    """A chunk of points on a worker: decoded once into the array the MSM takes; pickled as its
    encodings (should Dask move it), decoded again where it lands."""

    def __init__(self, group: str, data: bytes, threads: int) -> None:
        self.group, self.data, self.threads = group, data, threads
        cls = _GROUPS[group][0]
        if group == "ristretto255":
            self.points: Any = cls.decode_batch(data, threads)
        elif group == "bls12_377_g1":
            self.points = cls.decode_batch(data, "gnark", threads)
        else:
            self.points = cls.decode_batch(data, threads)

    def __reduce__(self) -> Any:
        return _PointChunk, (self.group, self.data, self.threads)

    def __len__(self) -> int:
        return len(self.points)


def _chunk_msm(chunk: _PointChunk, scalars: bytes, strategy: str, threads: int) -> bytes:
    """The worker's part: sum s_i P_i over its chunk, encoded."""
    cls = _GROUPS[chunk.group][0]
    return bytes(_msm.msm(chunk.points, _msm.decode_scalars(cls, scalars), strategy, threads,
                          group=cls))


class Msm:
    """MSMs over one set of points spread over a cluster: the points are cut into ``chunks``
    contiguous chunks (default: one per worker), each sent once to a worker and kept there
    decoded; each call sends every chunk's scalars, and adds the partial sums the workers
    return (variable time: public points and scalars only, as :func:`ecbatch.msm.msm`)."""

    def __init__(self, client: Any, points: Sequence[Any], chunks: Optional[int] = None,
                 strategy: str = "auto", threads: int = 1) -> None:
        """points: a non-empty sequence of one group's points, or the array a group's
        decode_batch returns; threads: per worker task."""
        if strategy not in _msm.STRATEGIES:
            raise not_one_of("strategy", strategy, _msm.STRATEGIES)
        points = _point_list(points)
        self.group = _group_of(points)
        self._client, self._strategy, self._threads = client, strategy, threads
        n = len(points)
        if chunks is None:
            chunks = max(1, len(client.scheduler_info()["workers"]))
        chunks = max(1, min(int(chunks), n))
        bounds = [n * k // chunks for k in range(chunks + 1)]
        self._bounds = list(zip(bounds, bounds[1:]))
        enc = client.scatter([b"".join(bytes(p) for p in points[a:b]) for a, b in self._bounds],
                             hash=False)
        self._chunks = [client.submit(_PointChunk, self.group, e, threads, pure=False)
                        for e in enc]
        # decoded (and checked: an invalid point raises here) before the first MSM
        client.gather([client.submit(len, c, pure=False) for c in self._chunks])
        # each MSM's part runs where its chunk is, its scalars sent there: a chunk never moves
        # (moving it would mean decoding its points again)
        who = client.who_has(self._chunks)
        self._homes = [sorted(who[c.key])[:1] for c in self._chunks]
        self.n = n

    def __len__(self) -> int:
        return self.n

    def __call__(self, scalars: Any) -> Any:
        """sum scalars[i] * points[i]: scalars are a sequence of the group's Scalar objects,
        ints below its order or 32-byte encodings (bytes), or all the encodings back to back
        in one bytes object (32 each: no Python object per scalar); ``length_mismatch``
        unless there is one per point."""
        cls, scalar_cls = _GROUPS[self.group]
        if isinstance(scalars, (bytes, bytearray, memoryview)):
            data = bytes(scalars)
            if len(data) != 32 * self.n:
                raise mismatch("bytes for the points' scalars (32 each)", 32 * self.n,
                               "bytes of scalars", len(data))
            chunks = [data[32 * a:32 * b] for a, b in self._bounds]
        else:
            if len(scalars) != self.n:
                raise mismatch("points", self.n, "scalars", len(scalars))
            enc = [_check.exact("scalars[%d]" % i, s, 32)
                   if isinstance(s, (bytes, bytearray, memoryview))
                   else bytes(s if isinstance(s, scalar_cls) else scalar_cls(s))
                   for i, s in enumerate(scalars)]
            chunks = [b"".join(enc[a:b]) for a, b in self._bounds]
        parts = []
        for chunk, data, home in zip(self._chunks, chunks, self._homes):
            sc = self._client.scatter(data, workers=home, hash=False)
            parts.append(self._client.submit(_chunk_msm, chunk, sc, self._strategy,
                                             self._threads, workers=home, pure=False))
        total = cls.identity()
        for data in self._client.gather(parts):
            total = total + cls.from_bytes(data)
        return total


def _verify_range_batch(first: int, items: Sequence[RangeItem],
                        threads: int) -> List[Tuple[int, str]]:
    """The worker's part: one batch verification; the invalid proofs as (global index,
    reason). A proof that does not even parse is named with its parse error."""
    ts, sts, ps, where, bad = [], [], [], [], []
    for k, it in enumerate(items):
        try:
            transcript, st, proof = it.parts()
        except EcbatchError as e:
            bad.append((first + k, e.name))
            continue
        ts.append(transcript)
        sts.append(st)
        ps.append(proof)
        where.append(first + k)
    if ps:
        try:
            verify_batch(ts, sts, ps, threads=threads)
        except EcbatchError as e:
            if not e.invalid:
                raise
            bad += [(where[i], reason) for i, reason in e.invalid]
    return sorted(bad)


def verify_range_proofs(client: Any, items: Sequence[RangeItem], batch_size: int = 256,
                        threads: int = 1) -> None:
    """Verifies a backlog of proofs on the cluster, ``batch_size`` proofs per task (one batch
    verification each). Raises InvalidProofError whose ``invalid`` lists (index in items,
    reason) for every invalid proof, as one machine's verify_batch over the same batches."""
    if batch_size < 1:
        raise EcbatchError(ERR_INVALID_ARGUMENT, argument="batch_size",
                           detail="batch_size = %d must be at least 1" % batch_size)
    tasks = [client.submit(_verify_range_batch, a, list(items[a:a + batch_size]), threads,
                           pure=False)
             for a in range(0, len(items), batch_size)]
    bad = [b for part in client.gather(tasks) for b in part]
    if bad:
        raise InvalidProofError(ERR_VERIFY_FAILED, bad)


def _verify_round(public: bytes, batch: bytes, responses: Sequence[bytes],
                  threads: int) -> List[Tuple[int, str]]:
    """The worker's part: one round's request from its batch file, every response checked
    against its server's public share; the invalid ones as (position, reason)."""
    pub = PublicPolynomial.from_bytes(public)
    request = Request.from_bytes(pub, batch, threads)
    rs, shares, where, bad = [], [], [], []
    for i, data in enumerate(responses):
        try:
            r = Response.from_bytes(pub.variant, data)
            share = pub.public_share(r.index)
        except EcbatchError as e:
            bad.append((i, e.name))
            continue
        rs.append(r)
        shares.append(share)
        where.append(i)
    if rs:
        try:
            request.verify_responses([r.index for r in rs], shares, rs, threads)
        except EcbatchError as e:
            if not e.invalid:
                raise
            bad += [(where[i], reason) for i, reason in e.invalid]
    return sorted(bad)


def verify_rounds(client: Any, public: PublicPolynomial,
                  rounds: Sequence[Tuple[bytes, Sequence[bytes]]],
                  threads: int = 1) -> List[List[Tuple[int, str]]]:
    """Verifies threshold-decryption rounds on the cluster, one task per round: each round is
    (batch file bytes, the servers' response encodings), as `ecbatch bte request / respond`
    write them. Returns, per round, the invalid responses as (position in the round,
    reason); empty lists when every response holds."""
    data = public.to_file_bytes()
    tasks = [client.submit(_verify_round, data, batch, list(resps), threads, pure=False)
             for batch, resps in rounds]
    return client.gather(tasks)


# ---- EIP-4844 and EIP-7594 backlogs -----------------------------------------------------------

# the trusted setups this process (a worker) has loaded: (path, threads, table budget) -> Settings
_SETTINGS: Dict[Tuple[str, int, int], kzg.Settings] = {}
_SETTINGS_LOCK = threading.Lock()


def _worker_settings(path: str, threads: int, table: int) -> kzg.Settings:
    """The settings of path on this worker, loaded (and given their table) by the first task
    that needs them; the lock keeps a worker's threads from loading twice, and the table is
    built before any other task sees the settings."""
    key = (path, threads, table)
    with _SETTINGS_LOCK:
        s = _SETTINGS.get(key)
        if s is None:
            s = kzg.Settings(path, threads)
            if table:
                s.precompute(table)
            _SETTINGS[key] = s
        return s


def _cut(data: bytes, size: int) -> List[bytes]:
    return [data[k:k + size] for k in range(0, len(data), size)]


def _joined(name: str, items: Sequence[bytes], size: int) -> bytes:
    return b"".join(_check.exact("%s[%d]" % (name, i), x, size) for i, x in enumerate(items))


def _positive(name: str, value: int) -> int:
    if value < 1:
        raise EcbatchError(ERR_INVALID_ARGUMENT, argument=name,
                           detail="%s = %d must be at least 1" % (name, value))
    return value


def _compute_chunk(first: int, op: str, setup: Tuple[str, int, int], blobs: bytes,
                   commitments: bytes) -> Tuple[List[Optional[bytes]], List[Tuple[int, str, int]]]:
    """The worker's part of blob_commitments (op "commit") and blob_proofs ("prove"): each
    blob's result, or None and (global index, reason, status) for a blob or commitment
    refused."""
    s = _worker_settings(*setup)
    out: List[Optional[bytes]] = []
    bad = []
    for k, blob in enumerate(_cut(blobs, kzg.BYTES_PER_BLOB)):
        try:
            if op == "commit":
                out.append(s.blob_to_commitment(blob))
            else:
                c = commitments[48 * k:48 * k + 48]
                out.append(s.compute_blob_proof(blob, c))
        except EcbatchError as e:
            out.append(None)
            bad.append((first + k, e.name, e.code))
    return out, bad


def _compute_backlog(client: Any, op: str, setup_path: str, blobs: Sequence[bytes],
                     commitments: Sequence[bytes], chunk_size: int, threads: int,
                     table: int) -> List[bytes]:
    n = len(blobs)
    if op == "prove" and len(commitments) != n:
        raise mismatch("blobs", n, "commitments", len(commitments))
    setup = (setup_path, _check.threads(threads, 0), table)
    tasks = []
    for a in range(0, n, _positive("chunk_size", chunk_size)):
        b = _joined("blobs", blobs[a:a + chunk_size], kzg.BYTES_PER_BLOB)
        c = _joined("commitments", commitments[a:a + chunk_size], 48) if op == "prove" else b""
        data = client.scatter([b, c], hash=False)
        tasks.append(client.submit(_compute_chunk, a, op, setup, data[0], data[1], pure=False))
    results, bad = [], []
    for out, chunk_bad in client.gather(tasks):
        results += out
        bad += chunk_bad
    if bad:
        raise EcbatchError(bad[0][2], invalid=[(i, name) for i, name, _ in bad],
                           detail="%d of %d blobs refused: " % (len(bad), n) +
                           ", ".join("#%d %s" % (i, name) for i, name, _ in bad))
    return results


def blob_commitments(client: Any, setup_path: str, blobs: Sequence[bytes], chunk_size: int = 16,
                     threads: int = 1, table: int = 0) -> List[bytes]:
    """blob_to_kzg_commitment of every blob, ``chunk_size`` blobs per task; the commitments in
    the blobs' order. The workers load the trusted setup at ``setup_path`` once each (with
    ``threads`` threads and, when ``table`` > 0, a fixed-base table of that budget:
    kzg.Settings.precompute). A blob refused (a field element >= r) raises the EcbatchError of
    its status after every chunk has run, whose ``invalid`` lists (index, reason) of each."""
    return _compute_backlog(client, "commit", setup_path, blobs, [], chunk_size, threads, table)


def blob_proofs(client: Any, setup_path: str, blobs: Sequence[bytes],
                commitments: Sequence[bytes], chunk_size: int = 16, threads: int = 1,
                table: int = 0) -> List[bytes]:
    """compute_blob_kzg_proof of every (blob, commitment), as :func:`blob_commitments`."""
    return _compute_backlog(client, "prove", setup_path, blobs, commitments, chunk_size, threads,
                            table)


def _culprits(first: int, count: int, batch: Callable[[], None],
              one: Callable[[int], None]) -> List[Tuple[int, str]]:
    """[] when the batch holds; else every item that fails alone, as (global index, reason):
    verify_failed, or the status of the input refused (a batch refused for an input is searched
    as one that fails; out of memory is raised)."""
    try:
        batch()
        return []
    except EcbatchError as e:
        if e.name == "out_of_memory":
            raise
    bad = []
    for k in range(count):
        try:
            one(k)
        except EcbatchError as e:
            if e.name == "out_of_memory":
                raise
            bad.append((first + k, e.name))
    return bad


def _verify_blob_chunk(first: int, setup: Tuple[str, int, int], blobs: bytes, commitments: bytes,
                       proofs: bytes) -> List[Tuple[int, str]]:
    """The worker's part of verify_blob_proofs: one batch; when it fails, each triple alone."""
    s = _worker_settings(*setup)
    n = len(commitments) // 48
    B = kzg.BYTES_PER_BLOB

    def batch() -> None:
        check(lib.ecb_kzg_verify_blob_proof_batch(blobs, len(blobs), commitments, len(commitments),
                                                  proofs, len(proofs), n, s._ptr))

    def one(k: int) -> None:
        s.verify_blob_proof(blobs[k * B:(k + 1) * B], commitments[48 * k:48 * k + 48],
                            proofs[48 * k:48 * k + 48])

    return _culprits(first, n, batch, one)


def verify_blob_proofs(client: Any, setup_path: str, blobs: Sequence[bytes],
                       commitments: Sequence[bytes], proofs: Sequence[bytes],
                       batch_size: int = 64, threads: int = 1) -> None:
    """Verifies a backlog of (blob, commitment, proof) triples on the cluster, ``batch_size``
    per task, each task one verify_blob_kzg_proof_batch (at most kzg.MAX_BATCH). A batch that
    fails is verified again triple by triple on its worker; raises InvalidProofError whose
    ``invalid`` lists (index in the backlog, reason: verify_failed or the input's status) for
    every invalid triple. The workers load the trusted setup at ``setup_path`` once each."""
    n = len(blobs)
    if len(commitments) != n:
        raise mismatch("blobs", n, "commitments", len(commitments))
    if len(proofs) != n:
        raise mismatch("blobs", n, "proofs", len(proofs))
    if _positive("batch_size", batch_size) > kzg.MAX_BATCH:
        raise EcbatchError(ERR_INVALID_ARGUMENT, argument="batch_size",
                           detail="batch_size = %d is above %d" % (batch_size, kzg.MAX_BATCH))
    setup = (setup_path, _check.threads(threads, 0), 0)
    tasks = []
    for a in range(0, n, batch_size):
        parts = client.scatter([_joined("blobs", blobs[a:a + batch_size], kzg.BYTES_PER_BLOB),
                                _joined("commitments", commitments[a:a + batch_size], 48),
                                _joined("proofs", proofs[a:a + batch_size], 48)], hash=False)
        tasks.append(client.submit(_verify_blob_chunk, a, setup, *parts, pure=False))
    bad = [b for part in client.gather(tasks) for b in part]
    if bad:
        raise InvalidProofError(ERR_VERIFY_FAILED, bad)


def _verify_cell_chunk(first: int, setup: Tuple[str, int, int], commitments: bytes,
                       indices: List[int], cells: bytes, proofs: bytes) -> List[Tuple[int, str]]:
    """The worker's part of verify_cell_proofs: one batch; when it fails, each cell alone."""
    s = _worker_settings(*setup)
    n = len(indices)
    C = 2048
    idx = (ctypes.c_uint64 * max(1, n))(*indices)

    def run(a: int, m: int) -> None:
        check(lib.ecb_kzg_verify_cell_proof_batch(
            commitments[48 * a:48 * (a + m)], 48 * m, ctypes.cast(ctypes.addressof(idx) + 8 * a,
                                                                  ctypes.POINTER(ctypes.c_uint64)),
            cells[C * a:C * (a + m)], C * m, proofs[48 * a:48 * (a + m)], 48 * m, m, s._ptr))

    return _culprits(first, n, lambda: run(0, n), lambda k: run(k, 1))


def verify_cell_proofs(client: Any, setup_path: str, commitments: Sequence[bytes],
                       cell_indices: Sequence[int], cells: Sequence[bytes],
                       proofs: Sequence[bytes], batch_size: int = 1024, threads: int = 1) -> None:
    """Verifies a backlog of EIP-7594 cells on the cluster: cell k is the cell_indices[k]-th
    (0 .. 127) of the extended blob committed to by commitments[k], with proofs[k];
    ``batch_size`` cells per task, each task one verify_cell_kzg_proof_batch (at most 65536).
    A batch that fails is verified again cell by cell on its worker; raises InvalidProofError
    whose ``invalid`` lists (index in the backlog, reason) for every invalid cell."""
    n = len(cells)
    for name, other in (("commitments", commitments), ("cell_indices", cell_indices),
                        ("proofs", proofs)):
        if len(other) != n:
            raise mismatch("cells", n, name, len(other))
    if _positive("batch_size", batch_size) > 1 << 16:
        raise EcbatchError(ERR_INVALID_ARGUMENT, argument="batch_size",
                           detail="batch_size = %d is above 65536" % batch_size)
    indices = [_check.integer("cell_indices[%d]" % i, v, _check.UINT64)
               for i, v in enumerate(cell_indices)]
    setup = (setup_path, _check.threads(threads, 0), 0)
    tasks = []
    for a in range(0, n, batch_size):
        parts = client.scatter([_joined("commitments", commitments[a:a + batch_size], 48),
                                _joined("cells", cells[a:a + batch_size], 2048),
                                _joined("proofs", proofs[a:a + batch_size], 48)], hash=False)
        tasks.append(client.submit(_verify_cell_chunk, a, setup, parts[0],
                                   indices[a:a + batch_size], parts[1], parts[2], pure=False))
    bad = [b for part in client.gather(tasks) for b in part]
    if bad:
        raise InvalidProofError(ERR_VERIFY_FAILED, bad)
