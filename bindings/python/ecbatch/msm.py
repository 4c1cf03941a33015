"""Multi-scalar multiplication in every group, with a strategy, threads and reusable scratch.

All MSMs are variable time: public points and scalars only."""
import ctypes
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

from . import _check, _lib, bls12_377, bls12_381, bn254, ristretto255
from ._lib import lib
from .errors import ERR_SIZE_OVERFLOW, ERR_UNSUPPORTED, EcbatchError, check, mismatch, not_one_of

__all__ = ["STRATEGIES", "MULTI_METHODS", "FixedBases", "Msm", "decode_scalars", "msm",
           "multi_msm", "multi_plan", "strategy_available"]

#: Strategy names, as the C library spells them.
STRATEGIES = ("auto", "naive", "double_and_add", "straus", "precomputed_straus", "pippenger",
              "batch_affine", "glv", "bucket_1bit")

# point class: (ecb_group, C function, result class, C point type, C affine type or None when
# the MSM takes the points as they are, scalar class, C scalar type)
_GROUPS: Dict[type, Tuple[int, Any, type, Any, Any, type, Any]] = {
    ristretto255.Point: (0, lib.ecb_msm_ristretto255_var, ristretto255.Point, _lib.RistrettoPoint,
                         None, ristretto255.Scalar, _lib.RistrettoScalar),
    bls12_381.G1: (1, lib.ecb_msm_bls12_381_g1_var, bls12_381.G1, _lib.Bls381G1,
                   _lib.Bls381G1Affine, bls12_381.Scalar, _lib.Bls381Scalar),
    bls12_381.G2: (2, lib.ecb_msm_bls12_381_g2_var, bls12_381.G2, _lib.Bls381G2,
                   _lib.Bls381G2Affine, bls12_381.Scalar, _lib.Bls381Scalar),
    bls12_377.G1: (3, lib.ecb_msm_bls12_377_g1_var, bls12_377.G1, _lib.Bls377G1,
                   _lib.Bls377G1Affine, bls12_377.Scalar, _lib.Bls377Scalar),
    bn254.G1: (4, lib.ecb_msm_bn254_g1_var, bn254.G1, _lib.Bn254G1, _lib.Bn254G1Affine,
               bn254.Scalar, _lib.Bn254Scalar),
}
_SCALAR_DECODE = {ristretto255.Point: lib.ecb_ristretto255_scalar_decode,
                  bls12_381.G1: lib.ecb_bls12_381_scalar_decode,
                  bls12_381.G2: lib.ecb_bls12_381_scalar_decode,
                  bls12_377.G1: lib.ecb_bls12_377_scalar_decode,
                  bn254.G1: lib.ecb_bn254_scalar_decode}
_BY_AFFINE = {g[4]: k for k, g in _GROUPS.items() if g[4] is not None}
_C_NAME = {ristretto255.Point: "ristretto255", bls12_381.G1: "bls12_381_g1",
           bls12_381.G2: "bls12_381_g2", bls12_377.G1: "bls12_377_g1", bn254.G1: "bn254_g1"}

#: ECB_MSM_MAX_POINTS (include/ecbatch/msm.h): the most points, or rows of many MSMs, per call.
MAX_POINTS = 1 << 28

#: Methods of many MSMs over one set of bases, as the C library numbers them.
MULTI_METHODS = ("auto", "independent", "tree", "table")

Points = Union[Sequence[Any], ctypes.Array]


def strategy_available(group: type, strategy: str) -> bool:
    """True when the group's engine (given by its point class, e.g. bls12_381.G1) has the
    strategy."""
    return bool(lib.ecb_msm_strategy_available(_GROUPS[group][0], STRATEGIES.index(strategy)))


class Msm:
    """An MSM configuration with its own scratch memory, reused by every call (sized once per
    group and count with ecb_msm_scratch_size_options, so repeated MSMs do not allocate). Use
    one per thread."""

    def __init__(self, strategy: str = "auto", threads: int = 1, window: int = 0,
                 reuse_scratch: bool = True) -> None:
        """strategy: one of STRATEGIES; threads: 0 or 1 for the calling thread only; window: 0
        for the plan's choice; reuse_scratch=False lets each C call allocate its own."""
        if strategy not in STRATEGIES:
            raise not_one_of("strategy", strategy, STRATEGIES)
        self._options = _lib.MsmOptions(strategy=STRATEGIES.index(strategy),
                                        threads=_check.threads(threads, low=0),
                                        window=_check.integer("window", window, _check.UINT))
        self._reuse = reuse_scratch
        self._scratch: Optional[ctypes.Array] = None
        self._sized_for: Optional[Tuple[int, int]] = None

    def _size(self, group: int, n: int) -> None:
        o = self._options
        o.scratch, o.scratch_size = None, 0
        need = lib.ecb_msm_scratch_size_options(group, n, o)
        if need == 0:
            self._scratch = None  # invalid settings: the call reports why
        elif self._scratch is None or ctypes.sizeof(self._scratch) < need:
            self._scratch = (ctypes.c_uint64 * ((need + 7) // 8))()
        if self._scratch is not None:
            o.scratch = ctypes.addressof(self._scratch)
            o.scratch_size = ctypes.sizeof(self._scratch)
        self._sized_for = (group, n)

    def __call__(self, points: Points, scalars: Sequence[Any], group: Optional[type] = None) -> Any:
        """sum scalars[i] * points[i]. points: a sequence of points of one group (ristretto255.
        Point, bls12_381.G1 / G2, bls12_377.G1, bn254.G1), or the array their batch_to_affine
        returns;
        scalars: that group's Scalar objects (or ints below the order), or the array
        :func:`decode_scalars` returns. group (the point class)
        is needed only for empty sequences."""
        n = len(points)
        if len(scalars) != n:
            raise mismatch("points", n, "scalars", len(scalars))
        kind = _kind(points, group)
        group_id, fn, result = _GROUPS[kind][:3]
        if not lib.ecb_msm_strategy_available(group_id, self._options.strategy):
            have = [name for i, name in enumerate(STRATEGIES)
                    if lib.ecb_msm_strategy_available(group_id, i)]
            raise EcbatchError(ERR_UNSUPPORTED, argument="strategy",
                               detail="strategy: %r is not available for %s here (available: %s)"
                                      % (STRATEGIES[self._options.strategy], _C_NAME[kind],
                                         ", ".join(have)))
        packed, sc = _pack_points(kind, points), _pack_scalars(kind, scalars)
        if self._reuse and self._sized_for != (group_id, n):
            self._size(group_id, n)
        out = result._new()
        check(fn(out._raw, packed, sc, n, self._options))
        return out


def _kind(points: Points, group: Optional[type]) -> type:
    """The point class of points (group= names it for an empty sequence)."""
    if isinstance(points, ctypes.Array):
        kind = _BY_AFFINE.get(points._type_, ristretto255.Point)
    elif len(points):
        kind = type(points[0])
    elif group is not None:
        kind = group
    else:
        raise TypeError("msm: give group= for an empty sum")
    if kind not in _GROUPS:
        raise TypeError("msm: points must be ristretto255.Point, bls12_381.G1 / G2, "
                        "bls12_377.G1 or bn254.G1, not %s" % kind.__name__)
    return kind


def _pack_points(kind: type, points: Points) -> Any:
    """The C array of the points: ristretto255 points as they are, the others affine."""
    raw, affine = _GROUPS[kind][3], _GROUPS[kind][4]
    if isinstance(points, ctypes.Array):
        return points
    for i, p in enumerate(points):
        if type(p) is not kind:
            raise TypeError("msm: points[%d] is %s, not %s like points[0]"
                            % (i, type(p).__name__, kind.__name__))
    if affine is None:
        packed = (raw * len(points))()
        for i, p in enumerate(points):
            packed[i] = p._raw
        return packed
    return kind.batch_to_affine(points)


def _pack_scalars(kind: type, scalars: Sequence[Any]) -> Any:
    scalar_type, raw_scalar = _GROUPS[kind][5], _GROUPS[kind][6]
    if isinstance(scalars, ctypes.Array) and scalars._type_ is raw_scalar:
        return scalars  # already the C array (decode_scalars)
    sc = (raw_scalar * len(scalars))()
    for i, s in enumerate(scalars):
        if not isinstance(s, scalar_type):
            if not hasattr(s, "__index__"):
                raise TypeError("msm: scalars[%d] is %s, not %s.Scalar or int"
                                % (i, type(s).__name__, scalar_type.__module__))
            try:
                s = scalar_type(s)
            except EcbatchError as e:
                raise EcbatchError(e.code, argument="scalars[%d]" % i, index=i, bound=e.bound,
                                   detail="scalars[%d]: %s" % (i, e.detail)) from None
        sc[i] = s._raw
    return sc


def decode_scalars(group: type, data: bytes) -> ctypes.Array:
    """Scalars of group (its point class) encoded back to back (32 bytes each, the curve's
    byte order) straight into the C array the MSM functions take, with no Python object per
    scalar; ``scalar_out_of_range`` names the first non-canonical one."""
    data = _check.whole("data", data, 32)
    raw = _GROUPS[group][6]
    decode = _SCALAR_DECODE[group]
    n = len(data) // 32
    out = (raw * n)()
    for i in range(n):
        code = decode(out[i], data[32 * i:32 * i + 32])
        if code != 0:
            raise EcbatchError(code, argument="data", index=i,
                               detail="scalar %d of %d" % (i, n))
    return out


def multi_plan(group: type, n: int, scalar_bits: int, m: int, threads: int = 1) -> Dict[str, Any]:
    """The plan for m MSMs of n points each over one set of bases (group: the point class):
    ``{"method", "window", "estimate_ns"}``."""
    plan = _lib.MsmMultiPlan()
    check(lib.ecb_msm_multi_plan(_GROUPS[group][0], _check.integer("n", n, _check.SIZE),
                                 _check.integer("scalar_bits", scalar_bits, _check.UINT),
                                 _check.integer("m", m, _check.SIZE),
                                 _check.integer("threads", threads, _check.UINT), None, plan))
    return {"method": MULTI_METHODS[plan.method], "window": plan.window,
            "estimate_ns": plan.estimate_ns}


def multi_msm(points: Points, scalars: Sequence[Any], rows: int, method: str = "auto",
              threads: int = 1, group: Optional[type] = None) -> List[Any]:
    """``rows`` MSMs over the same points: result j = sum_i scalars[j n + i] points[i] (scalars
    row-major, ``length_mismatch`` unless there are rows * len(points)). method: one of
    MULTI_METHODS (``auto``: the plan's; ``tree`` and ``table`` are BLS12 only)."""
    n = len(points)
    if method not in MULTI_METHODS:
        raise not_one_of("method", method, MULTI_METHODS)
    rows = _check.integer("rows", rows, _check.SIZE)
    threads = _check.integer("threads", threads, _check.UINT)
    if rows > MAX_POINTS:  # C's bound, checked before the rows' results are allocated
        raise EcbatchError(ERR_SIZE_OVERFLOW, argument="rows", bound=MAX_POINTS,
                           detail="rows = %d exceeds %d" % (rows, MAX_POINTS))
    if rows * n != len(scalars):
        raise mismatch("scalars needed (rows x points = %d x %d)" % (rows, n), rows * n,
                       "scalars", len(scalars))
    kind = _kind(points, group)
    result = _GROUPS[kind][2]
    outs = (_GROUPS[kind][3] * max(rows, 1))()
    opts = _lib.MsmMultiOptions(method=MULTI_METHODS.index(method), threads=threads)
    fn = getattr(lib, "ecb_msm_multi_%s_var" % _C_NAME[kind])
    check(fn(outs, _pack_points(kind, points), n, _pack_scalars(kind, scalars), rows, opts))
    res = []
    for j in range(rows):
        r = result._new()
        r._raw = outs[j]
        res.append(r)
    return res


class FixedBases:
    """A fixed-base precomputation: tables for one set of bases built once within a memory
    budget (bytes), used by many MSMs, saved and loaded as bytes. Immutable: share it freely."""

    def __init__(self, points: Points, budget_bytes: int, group: Optional[type] = None) -> None:
        self._kind = _kind(points, group)
        self._ptr = ctypes.c_void_p()
        fn = getattr(lib, "ecb_msm_fixed_%s_new" % _C_NAME[self._kind])
        check(fn(ctypes.byref(self._ptr), _pack_points(self._kind, points), len(points),
                 _check.integer("budget_bytes", budget_bytes, _check.SIZE)))

    @classmethod
    def load(cls, group: type, data: bytes) -> "FixedBases":
        """Reads bytes written by :meth:`save` for group (the point class): ``parse``,
        ``format_version``, ``wrong_group``, ``unsupported`` (another table form), ``checksum``
        (corrupted), ``wrong_length``, ``parameters``. Load only bytes you saved: the checksum
        detects corruption, not forgery."""
        f = cls.__new__(cls)
        f._kind = group
        f._ptr = ctypes.c_void_p()
        data = _check.data("data", data)
        check(lib.ecb_msm_fixed_load(ctypes.byref(f._ptr), _GROUPS[group][0], data, len(data)),
              "data")
        return f

    def __del__(self) -> None:
        ptr = getattr(self, "_ptr", None)
        if ptr:
            lib.ecb_msm_fixed_free(ptr)
            self._ptr = None

    def __len__(self) -> int:
        return int(lib.ecb_msm_fixed_count(self._ptr))

    @property
    def table_size(self) -> int:
        """The table's bytes."""
        return int(lib.ecb_msm_fixed_table_size(self._ptr))

    @property
    def shape(self) -> Tuple[int, int]:
        """(window, passes) of the tables."""
        w, k = ctypes.c_uint(), ctypes.c_uint()
        check(lib.ecb_msm_fixed_shape(self._ptr, w, k))
        return w.value, k.value

    def msm(self, scalars: Sequence[Any], threads: int = 1) -> Any:
        """sum scalars[i] * bases[i] over the first len(scalars) bases (``wrong_length``
        beyond them)."""
        kind = self._kind
        out = _GROUPS[kind][2]._new()
        opts = _lib.MsmOptions(strategy=0, threads=_check.integer("threads", threads, _check.UINT))
        fn = getattr(lib, "ecb_msm_fixed_%s_var" % _C_NAME[kind])
        check(fn(ctypes.byref(out._raw), self._ptr, _pack_scalars(kind, scalars), len(scalars),
                 opts))
        return out

    def save(self) -> bytes:
        """The tables as bytes (header, entries, BLAKE2b-256 checksum)."""
        n = lib.ecb_msm_fixed_saved_size(self._ptr)
        buf = ctypes.create_string_buffer(n)
        check(lib.ecb_msm_fixed_save(self._ptr, buf, n))
        return buf.raw


def msm(points: Points, scalars: Sequence[Any], strategy: str = "auto", threads: int = 1,
        group: Optional[type] = None) -> Any:
    """sum scalars[i] * points[i], the C call allocating its scratch; see :class:`Msm`."""
    return Msm(strategy, threads, reuse_scratch=False)(points, scalars, group)
