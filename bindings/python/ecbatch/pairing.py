"""The optimal ate pairing of BLS12-381, e: G1 x G2 -> GT (blst's value byte for byte), the
product of many pairings with one final exponentiation, and the group GT (:class:`Gt`) with its
576-byte encoding (blst_bendian_from_fp12's). Pairs with the identity contribute 1.

    >>> from ecbatch.bls12_381 import G1, G2
    >>> e = pairing(bytes(G1.generator()), bytes(G2.generator()))
    >>> e.pow_var(3) == multi_pairing_affine([G1.generator() * 3], [G2.generator()])
    True
"""
import ctypes
from typing import Any, Sequence, Union

from . import _check, _lib
from ._lib import lib
from .bls12_381 import G1, G2, Scalar
from .errors import ERR_SIZE_OVERFLOW, EcbatchError, check, mismatch

__all__ = ["Gt", "pairing", "multi_pairing", "multi_pairing_affine", "PreparedG2",
           "multi_pairing_prepared", "MAX_PAIRS"]

#: The most pairs of one multi-pairing (ECB_BLS12_381_PAIRING_MAX_PAIRS).
MAX_PAIRS = 1 << 16


class Gt:
    """An element of GT, the order-r subgroup of Fp12* (only made by the functions here, which
    return elements of GT)."""

    __slots__ = ("_raw",)
    #: Bytes of the encoding.
    BYTES = 576

    def __init__(self) -> None:
        """The identity."""
        self._raw = _lib.Bls381Gt()
        lib.ecb_bls12_381_gt_one(self._raw)

    @classmethod
    def one(cls) -> "Gt":
        """The identity."""
        return cls()

    def is_one(self) -> bool:
        """True for the identity. Constant time."""
        return bool(lib.ecb_bls12_381_gt_is_one(self._raw))

    @classmethod
    def from_bytes(cls, data: bytes) -> "Gt":
        """Decodes 576 bytes: ``non_canonical`` (a coefficient at or above p) or
        ``not_in_subgroup`` (not an element of GT)."""
        out = cls.__new__(cls)
        out._raw = _lib.Bls381Gt()
        check(lib.ecb_bls12_381_gt_decode(out._raw, _check.exact("data", data, cls.BYTES)), "data")
        return out

    def to_bytes(self) -> bytes:
        """The 576-byte encoding: the Fp2 coefficients of w^0 .. w^5, each c0 then c1, each 48
        bytes big-endian."""
        out = ctypes.create_string_buffer(self.BYTES)
        lib.ecb_bls12_381_gt_encode(out, self._raw)
        return out.raw

    __bytes__ = to_bytes

    def inverse(self) -> "Gt":
        """The inverse (the conjugate)."""
        return self._op(lib.ecb_bls12_381_gt_inverse, self._raw)

    def pow(self, k: Union[Scalar, int]) -> "Gt":
        """self^k, constant time in self and k (k may be secret): a Scalar, or an int in
        0..r-1."""
        k = _scalar(k)  # kept alive over the call: a Scalar wipes its words when collected
        return self._op(lib.ecb_bls12_381_gt_pow, self._raw, k._raw)

    def pow_var(self, k: Union[Scalar, int]) -> "Gt":
        """self^k, variable time in k: public k only."""
        k = _scalar(k)
        return self._op(lib.ecb_bls12_381_gt_pow_var, self._raw, k._raw)

    def __mul__(self, other: "Gt") -> "Gt":
        if not isinstance(other, Gt):
            return NotImplemented
        return self._op(lib.ecb_bls12_381_gt_mul, self._raw, other._raw)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Gt) and bool(lib.ecb_bls12_381_gt_equal(self._raw, other._raw))

    def __hash__(self) -> int:
        return hash(self.to_bytes())

    def __repr__(self) -> str:
        return "pairing.Gt(%s)" % self.to_bytes().hex()

    @classmethod
    def _op(cls, f: Any, *args: Any) -> "Gt":
        out = cls.__new__(cls)
        out._raw = _lib.Bls381Gt()
        f(out._raw, *args)
        return out

    @classmethod
    def _call(cls, f: Any, *args: Any) -> "Gt":
        out = cls.__new__(cls)
        out._raw = _lib.Bls381Gt()
        check(f(out._raw, *args))
        return out


def _scalar(k: Union[Scalar, int]) -> Scalar:
    if isinstance(k, Scalar):
        return k
    return Scalar(k)


def pairing(p: bytes, q: bytes) -> Gt:
    """e(p, q) of a compressed G1 point (48 bytes) and a compressed G2 point (96 bytes), each
    decoded with every check of ``G1.from_bytes`` / ``G2.from_bytes``; the error names p or
    q."""
    p = _check.exact("p", p, G1.BYTES)
    q = _check.exact("q", q, G2.BYTES)
    out = Gt.__new__(Gt)
    out._raw = _lib.Bls381Gt()
    code = lib.ecb_bls12_381_pairing(out._raw, p, q)
    if code:
        check(lib.ecb_bls12_381_g1_decode(_lib.Bls381G1(), p), "p")
        check(code, "q")
    return out


def _pairs(first: str, ps: Sequence[Any], second: str, qs: Sequence[Any]) -> int:
    if len(ps) != len(qs):
        raise mismatch(first, len(ps), second, len(qs))
    if len(ps) > MAX_PAIRS:
        raise EcbatchError(ERR_SIZE_OVERFLOW, argument=first, actual=len(ps), bound=MAX_PAIRS,
                           detail="%d pairs, at most %d" % (len(ps), MAX_PAIRS))
    return len(ps)


def multi_pairing(ps: Sequence[bytes], qs: Sequence[bytes]) -> Gt:
    """The product of e(ps[i], qs[i]) over compressed points (decoded as in :func:`pairing`):
    one Miller-loop accumulator, one final exponentiation; none gives 1. The error names the
    first point that fails (``ps[2]``)."""
    n = _pairs("ps", ps, "qs", qs)
    pb = [_check.exact("ps[%d]" % i, p, G1.BYTES) for i, p in enumerate(ps)]
    qb = [_check.exact("qs[%d]" % i, q, G2.BYTES) for i, q in enumerate(qs)]
    out = Gt.__new__(Gt)
    out._raw = _lib.Bls381Gt()
    code = lib.ecb_bls12_381_multi_pairing(out._raw, b"".join(pb), G1.BYTES * n, b"".join(qb),
                                           G2.BYTES * n, n)
    if code:
        for i in range(n):  # the first element that fails to decode, pair by pair, p first
            check(lib.ecb_bls12_381_g1_decode(_lib.Bls381G1(), pb[i]), "ps[%d]" % i)
            check(lib.ecb_bls12_381_g2_decode(_lib.Bls381G2(), qb[i]), "qs[%d]" % i)
        check(code)
    return out


def _typed(name: str, points: Sequence[Any], cls: type) -> None:
    for i, p in enumerate(points):
        if not isinstance(p, cls):
            raise TypeError("%s[%d] must be a bls12_381.%s, not %s"
                            % (name, i, cls.__name__, type(p).__name__))


def multi_pairing_affine(ps: Sequence[G1], qs: Sequence[G2]) -> Gt:
    """The product of e(ps[i], qs[i]) over decoded points (bls12_381.G1 and G2 objects, taken
    to affine form in one batch). The points must lie in G1 and G2: every decoder of the
    package checks it and arithmetic keeps it, but points from ``from_uncompressed_unchecked``
    are not checked here and give meaningless values."""
    n = _pairs("ps", ps, "qs", qs)
    _typed("ps", ps, G1)
    _typed("qs", qs, G2)
    return Gt._call(lib.ecb_bls12_381_multi_pairing_affine, G1.batch_to_affine(list(ps)),
                    G2.batch_to_affine(list(qs)), n)


class PreparedG2:
    """A G2 point's Miller-loop lines, computed once for a point paired many times (a
    generator, a public key): about 19.6 KB, an in-memory form of this build only."""

    __slots__ = ("_lines",)

    def __init__(self, q: G2) -> None:
        """The lines of q (a bls12_381.G2 point of G2, as for :func:`multi_pairing_affine`;
        the identity pairs to 1)."""
        if not isinstance(q, G2):
            raise TypeError("q must be a bls12_381.G2, not %s" % type(q).__name__)
        size = lib.ecb_bls12_381_g2_prepared_size()
        self._lines = ctypes.create_string_buffer(size)
        aff = G2.batch_to_affine([q])
        check(lib.ecb_bls12_381_g2_prepare(self._lines, size, aff[0]))


def multi_pairing_prepared(ps: Sequence[G1], qs: Sequence[PreparedG2]) -> Gt:
    """The product of e(ps[i], Q_i) with each Q_i prepared (:class:`PreparedG2`): the value of
    :func:`multi_pairing_affine` on the unprepared points, without their doubling and addition
    steps. ps as in :func:`multi_pairing_affine`."""
    n = _pairs("ps", ps, "qs", qs)
    _typed("ps", ps, G1)
    _typed("qs", qs, PreparedG2)
    lines = (ctypes.c_void_p * n)(*[ctypes.addressof(q._lines) for q in qs])
    return Gt._call(lib.ecb_bls12_381_multi_pairing_prepared, G1.batch_to_affine(list(ps)),
                    lines, lib.ecb_bls12_381_g2_prepared_size(), n)
