"""Multi-scalar multiplication in every group, with a strategy, threads and reusable scratch.

All MSMs are variable time: public points and scalars only."""
import ctypes
from typing import Any, Dict, Optional, Sequence, Tuple, Union

from . import _lib, bls12_377, bls12_381, ristretto255
from ._lib import lib
from .errors import ERR_INVALID_ARGUMENT, ERR_LENGTH_MISMATCH, EcbatchError, check

__all__ = ["STRATEGIES", "Msm", "msm", "strategy_available"]

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
}
_BY_AFFINE = {g[4]: k for k, g in _GROUPS.items() if g[4] is not None}

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
            raise EcbatchError(ERR_INVALID_ARGUMENT)
        self._options = _lib.MsmOptions(strategy=STRATEGIES.index(strategy), threads=threads,
                                        window=window)
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
        Point, bls12_381.G1 / G2, bls12_377.G1), or the array their batch_to_affine returns;
        scalars: that group's Scalar objects (or ints below the order). group (the point class)
        is needed only for empty sequences."""
        n = len(points)
        if len(scalars) != n:
            raise EcbatchError(ERR_LENGTH_MISMATCH)
        if isinstance(points, ctypes.Array):
            kind = _BY_AFFINE[points._type_]
        elif n:
            kind = type(points[0])
        elif group is not None:
            kind = group
        else:
            raise TypeError("msm: give group= for an empty sum")
        if kind not in _GROUPS:
            raise TypeError("msm: unsupported point type %r" % kind)
        group_id, fn, result, raw, affine, scalar_type, raw_scalar = _GROUPS[kind]
        if isinstance(points, ctypes.Array):
            packed = points
        elif affine is None:
            packed = (raw * n)()
            for i, p in enumerate(points):
                packed[i] = p._raw
        else:
            packed = kind.batch_to_affine(points)
        sc = (raw_scalar * n)()
        for i, s in enumerate(scalars):
            if not isinstance(s, scalar_type):
                s = scalar_type(s)  # keep it alive while its value is copied
            sc[i] = s._raw
        if self._reuse and self._sized_for != (group_id, n):
            self._size(group_id, n)
        out = result._new()
        check(fn(out._raw, packed, sc, n, self._options))
        return out


def msm(points: Points, scalars: Sequence[Any], strategy: str = "auto", threads: int = 1,
        group: Optional[type] = None) -> Any:
    """sum scalars[i] * points[i], the C call allocating its scratch; see :class:`Msm`."""
    return Msm(strategy, threads, reuse_scratch=False)(points, scalars, group)
