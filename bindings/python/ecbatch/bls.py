"""BLS signatures on BLS12-381 (draft-irtf-cfrg-bls-signature-05, the proof-of-possession
ciphersuites; signatures equal blst's byte for byte), bytes in and out, in two variants:
MIN_PK (keys in G1, 48 bytes, signatures in G2, 96 bytes: Ethereum's; the default) and MIN_SIG
(the other way round). Secret keys are 32 bytes big-endian, 0 < sk < r.

The functions raise an EcbatchError naming the argument at fault: ``verify_failed``
(InvalidProofError) when a pairing equation does not hold, the decoder's status for a key or a
signature that does not decode (``pks[3] is the identity, ...``), WrongLength, TypeError.
:func:`batch_verify` names every invalid triple (``invalid``).

Threshold signatures (t of n) sign with the shares of a :mod:`ecbatch.bte` dealing
(:class:`~ecbatch.bte.PublicPolynomial`, :class:`~ecbatch.bte.Share`): :func:`threshold_sign`
gives a partial signature (4 bytes of the participant index x = share index + 1, big-endian,
then x_i H(m): 100 bytes MIN_PK, 52 MIN_SIG), :func:`threshold_verify` checks one against its
public share, :func:`threshold_batch_verify` many in one batch naming the invalid ones,
:func:`threshold_recover` interpolates t of them into the group's ordinary signature, which
:func:`verify` accepts under :func:`threshold_public_key`. A MinPk dealing signs MIN_PK, a
MinSig one MIN_SIG.

:class:`G2ProofOfPossession` is the same library behind py_ecc's interface
(``py_ecc.bls.G2ProofOfPossession``, which Ethereum's Python specification calls): secret keys
as ints, ``False`` from the verifiers where py_ecc returns it."""
import ctypes
from typing import Any, List, Optional, Sequence, Tuple, Union

from . import _check, bls12_381, bte
from ._lib import lib
from .errors import (ERR_DUPLICATE_INDEX, ERR_IDENTITY, ERR_INDEX_OUT_OF_RANGE,
                     ERR_INVALID_ARGUMENT, ERR_SCALAR_OUT_OF_RANGE, ERR_SIZE_OVERFLOW,
                     ERR_TOO_FEW, ERR_VERIFY_FAILED, ERR_ZERO_INDEX, EcbatchError, check,
                     mismatch, not_one_of, status_name)

__all__ = ["MIN_PK", "MIN_SIG", "Variant", "public_key_bytes", "signature_bytes", "keygen",
           "sk_to_pk", "key_validate", "sign", "verify", "aggregate", "aggregate_verify",
           "fast_aggregate_verify", "pop_prove", "pop_verify", "batch_verify",
           "partial_signature_bytes", "threshold_public_key", "threshold_sign",
           "threshold_verify", "threshold_batch_verify", "threshold_recover",
           "G2ProofOfPossession"]

#: The variants: keys in G1 and signatures in G2 (Ethereum's), or the other way round.
MIN_PK, MIN_SIG = 0, 1
#: A variant: MIN_PK / MIN_SIG, or its name ("min-pk", "min-sig").
Variant = Union[int, str]
_VARIANTS = {"min-pk": MIN_PK, "min-sig": MIN_SIG, MIN_PK: MIN_PK, MIN_SIG: MIN_SIG}
#: Bytes of a secret key (ECB_BLS_SECRET_KEY_BYTES).
SECRET_KEY_BYTES = 32
#: The shortest IKM keygen takes (ECB_BLS_MIN_IKM_BYTES).
MIN_IKM_BYTES = 32
#: The most keys, signatures or triples of one call (ECB_BLS_MAX_COUNT).
MAX_COUNT = 1 << 16
#: The most partial signatures of one threshold call (ECB_BLS_MAX_PARTIALS).
MAX_PARTIALS = 1 << 16

# Statuses that say nothing about the inputs' validity (size_overflow, out_of_memory,
# unsupported, threads, randomness): raised even where a verdict is asked.
_SYSTEM = {-4, -5, -7, -8, -12}


def _variant(v: Variant) -> int:
    try:
        return _VARIANTS[v.lower() if isinstance(v, str) else v]
    except (KeyError, TypeError):
        raise not_one_of("variant", v, ("MIN_PK (0, 'min-pk')", "MIN_SIG (1, 'min-sig')")) \
            from None


def public_key_bytes(variant: Variant = MIN_PK) -> int:
    """Bytes of a public key: 48 (MIN_PK) or 96 (MIN_SIG)."""
    return lib.ecb_bls_public_key_bytes(_variant(variant))


def signature_bytes(variant: Variant = MIN_PK) -> int:
    """Bytes of a signature or proof of possession: 96 (MIN_PK) or 48 (MIN_SIG)."""
    return lib.ecb_bls_signature_bytes(_variant(variant))


def keygen(ikm: bytes, key_info: bytes = b"") -> bytes:
    """KeyGen (blst's and EIP-2333's: HKDF with the salt SHA-256("BLS-SIG-KEYGEN-SALT-")): the
    32-byte secret key of ``ikm`` (at least 32 bytes; fewer is ``wrong_length``, never a weak
    key) and ``key_info``. Constant time in ikm."""
    ikm = _check.data("ikm", ikm)
    key_info = _check.data("key_info", key_info)
    out = ctypes.create_string_buffer(SECRET_KEY_BYTES)
    code = lib.ecb_bls_keygen(out, ikm, len(ikm), key_info, len(key_info))
    if code == -3:
        raise EcbatchError(code, argument="ikm", expected=MIN_IKM_BYTES, actual=len(ikm),
                           detail="ikm must be at least %d bytes, got %d"
                           % (MIN_IKM_BYTES, len(ikm)))
    check(code)
    sk = out.raw
    ctypes.memset(out, 0, SECRET_KEY_BYTES)
    return sk


def _secret(sk: Any) -> bytes:
    return _check.exact("sk", sk, SECRET_KEY_BYTES)


def _sk_status(code: int) -> None:
    if code == ERR_SCALAR_OUT_OF_RANGE:
        raise EcbatchError(code, argument="sk", detail="sk must be in 1..r-1 (r the group order)")
    check(code)


def sk_to_pk(sk: bytes, variant: Variant = MIN_PK) -> bytes:
    """SkToPk: the compressed public key of the 32-byte secret key ``sk``
    (``scalar_out_of_range`` for 0 or r and above). Constant time."""
    v = _variant(variant)
    out = ctypes.create_string_buffer(public_key_bytes(v))
    _sk_status(lib.ecb_bls_sk_to_pk(v, out, _secret(sk)))
    return out.raw


def key_validate(pk: bytes, variant: Variant = MIN_PK) -> None:
    """KeyValidate: returns when ``pk`` decodes, lies in the subgroup and is not the identity;
    else raises the decoder's status or ``identity``, naming pk."""
    v = _variant(variant)
    pk = _check.exact("pk", pk, public_key_bytes(v))
    check(lib.ecb_bls_key_validate(v, pk), "pk")


def sign(sk: bytes, message: bytes, variant: Variant = MIN_PK) -> bytes:
    """Sign: the compressed signature of ``message`` under the variant's signature DST.
    Constant time."""
    v = _variant(variant)
    message = _check.data("message", message)
    out = ctypes.create_string_buffer(signature_bytes(v))
    _sk_status(lib.ecb_bls_sign(v, out, _secret(sk), message, len(message)))
    return out.raw


def pop_prove(sk: bytes, variant: Variant = MIN_PK) -> bytes:
    """PopProve: the proof of possession of ``sk`` (the signature of its public key's bytes
    under the variant's PoP DST). Constant time."""
    v = _variant(variant)
    out = ctypes.create_string_buffer(signature_bytes(v))
    _sk_status(lib.ecb_bls_pop_prove(v, out, _secret(sk)))
    return out.raw


def _sequence(name: str, items: Any) -> List[Any]:
    """items as a list: TypeError for bytes or a str (one item where a sequence belongs)."""
    if isinstance(items, (bytes, bytearray, memoryview, str)):
        raise TypeError("%s must be a sequence, not %s" % (name, type(items).__name__))
    return list(items)


def _count(name: str, n: int) -> None:
    """``invalid_argument`` for none, ``size_overflow`` above MAX_COUNT, naming the list."""
    if n == 0:
        raise EcbatchError(ERR_INVALID_ARGUMENT, argument=name,
                           detail="%s is empty: at least one is needed" % name)
    if n > MAX_COUNT:
        raise EcbatchError(ERR_SIZE_OVERFLOW, argument=name, actual=n, bound=MAX_COUNT,
                           detail="%s holds %d items, at most %d" % (name, n, MAX_COUNT))


def _items(name: str, items: Any, size: int) -> List[bytes]:
    """A list of 1..MAX_COUNT byte strings of size bytes each (keys, signatures)."""
    items = _sequence(name, items)
    _count(name, len(items))
    return [_check.exact("%s[%d]" % (name, i), x, size) for i, x in enumerate(items)]


def _messages(name: str, messages: Any) -> Tuple[Any, Any, List[bytes]]:
    """The C functions' msgs and msg_lens arrays (and the bytes they point into)."""
    msgs = [_check.data("%s[%d]" % (name, i), m) for i, m in enumerate(_sequence(name, messages))]
    ptrs = (ctypes.c_char_p * len(msgs))(*msgs)
    lens = (ctypes.c_size_t * len(msgs))(*map(len, msgs))
    return ptrs, lens, msgs


def _named(code: int, name: str) -> str:
    """What a status says of the argument name ("pks[1] is the identity, ...")."""
    try:
        check(code, name)
    except EcbatchError as e:
        return e.detail
    return name


def _raise_verdict(code: int, v: int, pks: Sequence[Tuple[str, bytes]], sig: str) -> None:
    """Raises for a verifier's status naming the argument at fault: the first key in pks
    (name, bytes) that fails KeyValidate, else the keys' sum (the identity), else the
    signature sig."""
    if code == 0:
        return
    if code == ERR_VERIFY_FAILED:
        raise EcbatchError(code, argument=sig, detail="%s does not verify" % sig)
    if -31 <= code <= -20:  # a decoding status: a key's or the signature's
        for index, (name, pk) in enumerate(pks):
            kc = lib.ecb_bls_key_validate(v, pk)
            if kc:
                raise EcbatchError(kc, argument=name, index=index if len(pks) > 1 else None,
                                   detail=_named(kc, name))
        if code == ERR_IDENTITY and len(pks) > 1:
            raise EcbatchError(code, argument="pks", detail="the keys sum to the identity")
        check(code, sig)
    check(code)


def verify(pk: bytes, message: bytes, signature: bytes, variant: Variant = MIN_PK) -> None:
    """Verify: returns when ``signature`` is ``pk``'s signature of ``message``; else raises
    ``verify_failed`` or the status naming pk or signature."""
    v = _variant(variant)
    pk = _check.exact("pk", pk, public_key_bytes(v))
    message = _check.data("message", message)
    signature = _check.exact("signature", signature, signature_bytes(v))
    code = lib.ecb_bls_verify(v, pk, message, len(message), signature)
    _raise_verdict(code, v, [("pk", pk)], "signature")


def pop_verify(pk: bytes, proof: bytes, variant: Variant = MIN_PK) -> None:
    """PopVerify: returns when ``proof`` is the proof of possession of pk's secret key; raises
    as :func:`verify` (naming pk or proof)."""
    v = _variant(variant)
    pk = _check.exact("pk", pk, public_key_bytes(v))
    proof = _check.exact("proof", proof, signature_bytes(v))
    _raise_verdict(lib.ecb_bls_pop_verify(v, pk, proof), v, [("pk", pk)], "proof")


def aggregate(signatures: Sequence[bytes], variant: Variant = MIN_PK) -> bytes:
    """Aggregate: the compressed sum of the signatures, each decoded and subgroup-checked on its
    own (the identity adds nothing); the error names the first that fails
    (``signatures[2]``)."""
    v = _variant(variant)
    size = signature_bytes(v)
    sigs = _items("signatures", signatures, size)
    out = ctypes.create_string_buffer(size)
    code = lib.ecb_bls_aggregate(v, out, b"".join(sigs), size * len(sigs), len(sigs))
    if -31 <= code <= -20:
        # the first signature that fails on its own: each alone is an aggregate of one
        for i, s in enumerate(sigs):
            sc = lib.ecb_bls_aggregate(v, out, s, size, 1)
            if sc:
                name = "signatures[%d]" % i
                raise EcbatchError(sc, argument=name, index=i, detail=_named(sc, name))
    check(code)
    return out.raw


def fast_aggregate_verify(pks: Sequence[bytes], message: bytes, signature: bytes,
                          variant: Variant = MIN_PK) -> None:
    """FastAggregateVerify (Ethereum's: each key must pass KeyValidate; keys may repeat):
    returns when ``signature`` aggregates the keys' signatures of ``message``; raises as
    :func:`verify`, naming ``pks[i]``, and ``identity`` naming pks when the keys sum to the
    identity."""
    v = _variant(variant)
    size = public_key_bytes(v)
    keys = _items("pks", pks, size)
    message = _check.data("message", message)
    signature = _check.exact("signature", signature, signature_bytes(v))
    code = lib.ecb_bls_fast_aggregate_verify(v, b"".join(keys), size * len(keys), len(keys),
                                             message, len(message), signature)
    _raise_verdict(code, v, [("pks[%d]" % i, k) for i, k in enumerate(keys)], "signature")


def aggregate_verify(pks: Sequence[bytes], messages: Sequence[bytes], signature: bytes,
                     variant: Variant = MIN_PK) -> None:
    """AggregateVerify (the proof-of-possession scheme's: messages may repeat): returns when
    ``signature`` aggregates ``pks[i]``'s signatures of ``messages[i]``; ``length_mismatch``
    unless there are as many messages as keys; else raises as :func:`verify`."""
    v = _variant(variant)
    size = public_key_bytes(v)
    keys = _items("pks", pks, size)
    ptrs, lens, msgs = _messages("messages", messages)
    if len(msgs) != len(keys):
        raise mismatch("pks", len(keys), "messages", len(msgs))
    signature = _check.exact("signature", signature, signature_bytes(v))
    code = lib.ecb_bls_aggregate_verify(v, b"".join(keys), size * len(keys), ptrs, lens,
                                        len(keys), signature)
    _raise_verdict(code, v, [("pks[%d]" % i, k) for i, k in enumerate(keys)], "signature")


def batch_verify(pks: Sequence[bytes], messages: Sequence[bytes], signatures: Sequence[bytes],
                 variant: Variant = MIN_PK, threads: int = 1) -> None:
    """Batch verification of the triples (pks[i], messages[i], signatures[i]) by one MSM and
    one multi-pairing with random 128-bit weights: returns when every triple verifies, else
    raises InvalidProofError (``verify_failed``) whose ``invalid`` lists each invalid triple as
    (position, reason): its key's status when the key fails KeyValidate, else
    ``verify_failed`` (``invalid_items``: the positions). threads: 0..256 (0 and 1: the
    calling thread)."""
    v = _variant(variant)
    size, sig_size = public_key_bytes(v), signature_bytes(v)
    keys = _items("pks", pks, size)
    ptrs, lens, msgs = _messages("messages", messages)
    if len(msgs) != len(keys):
        raise mismatch("pks", len(keys), "messages", len(msgs))
    sigs = _sequence("signatures", signatures)
    if len(sigs) != len(keys):
        raise mismatch("pks", len(keys), "signatures", len(sigs))
    sigs = [_check.exact("signatures[%d]" % i, s, sig_size) for i, s in enumerate(sigs)]
    threads = _check.threads(threads, low=0)
    n = len(keys)
    valid = (ctypes.c_uint8 * n)()
    invalid = ctypes.c_size_t()
    code = lib.ecb_bls_batch_verify(v, b"".join(keys), n * size, ptrs, lens, b"".join(sigs),
                                    n * sig_size, n, threads, valid, ctypes.byref(invalid))
    if code == ERR_VERIFY_FAILED:
        bad = []
        for i in range(n):
            if not valid[i]:
                kc = lib.ecb_bls_key_validate(v, keys[i])
                bad.append((i, status_name(kc or code)))
        raise EcbatchError(code, invalid=bad)
    check(code)


# ---- threshold signatures ----------------------------------------------------------------------

def partial_signature_bytes(variant: Variant = MIN_PK) -> int:
    """Bytes of a threshold partial signature: 100 (MIN_PK) or 52 (MIN_SIG)."""
    return lib.ecb_bls_partial_signature_bytes(_variant(variant))


def _dealing(public: Any) -> int:
    """The BLS variant of a threshold dealing's polynomial (MinPk: MIN_PK, MinSig: MIN_SIG)."""
    if not isinstance(public, bte.PublicPolynomial):
        raise TypeError("public must be a bte.PublicPolynomial, not %s" % type(public).__name__)
    return MIN_PK if public.variant == bte.MINPK else MIN_SIG


# What a partial's own status says of it, as a clause after its name.
_PARTIAL_FAULTS = {
    ERR_VERIFY_FAILED: "does not verify against its public share",
    ERR_ZERO_INDEX: "has index 0 (participants count from 1)",
    ERR_INDEX_OUT_OF_RANGE: "has an index above the dealing's n or 65536",
}


def _raise_partial(code: int, name: str, index: Optional[int] = None) -> None:
    """Raises a partial's status naming it (``partials[2] has index 0 ...``)."""
    if code in _PARTIAL_FAULTS:
        raise EcbatchError(code, argument=name, index=index,
                           detail="%s %s" % (name, _PARTIAL_FAULTS[code]))
    if -31 <= code <= -20:
        raise EcbatchError(code, argument=name, index=index, detail=_named(code, name))
    check(code)


def _partials(public: Any, partials: Any) -> Tuple[int, int, List[bytes]]:
    """The dealing's variant, the partial size and the partials (1..MAX_PARTIALS of that
    size)."""
    v = _dealing(public)
    size = partial_signature_bytes(v)
    items = _sequence("partials", partials)
    if len(items) > MAX_PARTIALS:
        raise EcbatchError(ERR_SIZE_OVERFLOW, argument="partials", actual=len(items),
                           bound=MAX_PARTIALS, detail="partials holds %d items, at most %d"
                           % (len(items), MAX_PARTIALS))
    return v, size, [_check.exact("partials[%d]" % i, p, size) for i, p in enumerate(items)]


def threshold_public_key(public: "bte.PublicPolynomial") -> bytes:
    """The group public key of a threshold dealing: C_0, compressed (48 bytes for a MinPk
    dealing, 96 for MinSig), under which :func:`verify` accepts the recovered signature."""
    v = _dealing(public)
    out = ctypes.create_string_buffer(public_key_bytes(v))
    check(lib.ecb_bls_threshold_public_key(v, out, public._ptr))
    return out.raw


def threshold_sign(share: "bte.Share", message: bytes, variant: Variant = MIN_PK) -> bytes:
    """Threshold Sign: the partial signature of ``share`` (index + 1, then x_i H(message));
    the variant is the dealing's (MIN_PK for MinPk, MIN_SIG for MinSig). Constant time in the
    share. ``index_out_of_range`` for a share index of 65536 or more."""
    if not isinstance(share, bte.Share):
        raise TypeError("share must be a bte.Share, not %s" % type(share).__name__)
    v = _variant(variant)
    message = _check.data("message", message)
    out = ctypes.create_string_buffer(partial_signature_bytes(v))
    code = lib.ecb_bls_threshold_sign(v, out, share._raw, message, len(message))
    if code:
        raise EcbatchError(code, argument="share", detail="share: %s" % status_name(code))
    return out.raw


def threshold_verify(public: "bte.PublicPolynomial", message: bytes, partial: bytes) -> None:
    """Returns when ``partial`` is its participant's partial signature of ``message`` under the
    dealing ``public``; else raises naming partial: ``verify_failed``, ``zero_index``,
    ``index_out_of_range`` (above the dealing's n or 65536), or its point's decoder status."""
    v = _dealing(public)
    message = _check.data("message", message)
    partial = _check.exact("partial", partial, partial_signature_bytes(v))
    code = lib.ecb_bls_threshold_verify(v, public._ptr, message, len(message), partial,
                                        len(partial))
    _raise_partial(code, "partial")


def threshold_batch_verify(public: "bte.PublicPolynomial", message: bytes,
                           partials: Sequence[bytes], threads: int = 1) -> None:
    """Verifies partial signatures of one message in one batch (random 64-bit weights: one MSM
    over the dealing's t commitments, one over the signatures, one product of two pairings;
    participants may repeat). Returns when all verify, else raises InvalidProofError
    (``verify_failed``) whose ``invalid`` lists each invalid partial as (position, reason):
    ``zero_index``, ``index_out_of_range``, its point's decoder status or ``verify_failed``.
    No partial is ``invalid_argument``; threads: 0..256 (0 and 1: the calling thread)."""
    v, size, items = _partials(public, partials)
    message = _check.data("message", message)
    if not items:
        raise EcbatchError(ERR_INVALID_ARGUMENT, argument="partials",
                           detail="partials is empty: at least one is needed")
    threads = _check.threads(threads, low=0)
    n = len(items)
    valid = (ctypes.c_uint8 * n)()
    invalid = ctypes.c_size_t()
    code = lib.ecb_bls_threshold_batch_verify(v, public._ptr, message, len(message),
                                              b"".join(items), n * size, n, threads, valid,
                                              ctypes.byref(invalid))
    if code == ERR_VERIFY_FAILED:
        bad = []
        for i in range(n):
            if not valid[i]:
                one = lib.ecb_bls_threshold_verify(v, public._ptr, message, len(message),
                                                   items[i], size)
                bad.append((i, status_name(one or code)))
        raise EcbatchError(code, invalid=bad)
    check(code)


def threshold_recover(public: "bte.PublicPolynomial", partials: Sequence[bytes],
                      threads: int = 1) -> bytes:
    """The group signature from t or more partial signatures of distinct participants
    (Lagrange interpolation at 0 in the exponent, one MSM): the ordinary signature
    :func:`verify` accepts under :func:`threshold_public_key`, the same from every t valid
    partials. It checks no partial's equation (verify them first). Raises ``too_few``,
    ``duplicate_index``, ``zero_index``, ``index_out_of_range`` or a point's decoder status,
    naming the partial at fault."""
    v, size, items = _partials(public, partials)
    threads = _check.threads(threads, low=0)
    out = ctypes.create_string_buffer(signature_bytes(v))
    code = lib.ecb_bls_threshold_recover(v, public._ptr, out, b"".join(items), size * len(items),
                                         len(items), threads)
    if code == ERR_TOO_FEW:
        raise EcbatchError(code, argument="partials", expected=public.threshold,
                           actual=len(items), detail="%d partials; the dealing's threshold is %d"
                           % (len(items), public.threshold))
    if code == ERR_DUPLICATE_INDEX:
        seen: dict = {}
        for i, p in enumerate(items):
            if p[:4] in seen:
                raise EcbatchError(code, argument="partials[%d]" % i, index=i,
                                   detail="partials[%d] repeats the participant of partials[%d]"
                                   % (i, seen[p[:4]]))
            seen[p[:4]] = i
    for i, p in enumerate(items):  # the first partial whose index or point is refused
        if code in (ERR_ZERO_INDEX, ERR_INDEX_OUT_OF_RANGE):
            # recovery checks each index before it counts the partials
            one = lib.ecb_bls_threshold_recover(v, public._ptr, out, p, size, 1, 1)
        elif -31 <= code <= -20:
            one = lib.ecb_bls_aggregate(v, out, p[4:], size - 4, 1)
        else:
            break
        if one not in (0, ERR_TOO_FEW):
            _raise_partial(one, "partials[%d]" % i, i)
    check(code)
    return out.raw


# ---- py_ecc's interface ---------------------------------------------------------------------

def _verdict(code: int) -> bool:
    """A verifier's status as py_ecc's answer: True for ECB_OK, False for every invalid input;
    raised for failures that say nothing of the inputs (memory, threads, randomness)."""
    if code in _SYSTEM:
        check(code)
    return code == 0


def _int_key(name: str, value: Any) -> bytes:
    """A secret key given as an int (py_ecc's form): 0 < value < r, as 32 bytes."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("%s must be an int (a secret key, 0 < %s < r), not %s"
                        % (name, name, type(value).__name__))
    if not 0 < value < bls12_381.ORDER:
        raise EcbatchError(ERR_SCALAR_OUT_OF_RANGE, argument=name,
                           detail="%s must be in 1..r-1 (r the group order)" % name)
    return value.to_bytes(SECRET_KEY_BYTES, "big")


def _bytes_of(value: Any, n: int) -> bool:
    """py_ecc's input test for keys and signatures: a bytes object of n bytes."""
    return isinstance(value, bytes) and len(value) == n


class G2ProofOfPossession:
    """py_ecc's ``G2ProofOfPossession`` (the min-pk proof-of-possession ciphersuite: keys 48
    bytes, signatures 96, DST ``BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_``) on this
    library: the same method names, argument names and kinds (classmethod, staticmethod),
    return types (secret keys as ints, keys and signatures as bytes, verdicts as bool), so that
    ``from py_ecc.bls import G2ProofOfPossession as bls`` becomes
    ``from ecbatch.bls import G2ProofOfPossession as bls``.

    The verifiers (Verify, AggregateVerify, FastAggregateVerify, PopVerify, KeyValidate) return
    False wherever py_ecc does: a key or signature that is not ``bytes`` of its size, a message
    that is not ``bytes``, an encoding that does not decode, a point outside the subgroup, an
    identity key, empty lists, lists of different lengths, a failed equation. They raise only
    for what is not a verdict: out of memory, more than 65536 keys (``size_overflow``).

    Where py_ecc raises ``eth_utils.ValidationError`` (a secret key outside 1..r-1, an empty
    Aggregate) this raises an InvalidInputError (a ValueError) naming the argument, and a
    TypeError for an argument of the wrong type. Differences, each stricter: KeyGen refuses IKM
    shorter than 32 bytes (py_ecc derives a key from it); Aggregate and _AggregatePKs refuse
    points outside the prime-order subgroup (py_ecc adds them)."""

    DST = b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_"
    POP_TAG = b"BLS_POP_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_"

    @classmethod
    def KeyGen(cls, IKM: bytes, key_info: bytes = b"") -> int:
        """KeyGen: the secret key of IKM (at least 32 bytes) and key_info, as an int."""
        return int.from_bytes(keygen(IKM, key_info), "big")

    @classmethod
    def SkToPk(cls, privkey: int) -> bytes:
        """The 48-byte public key of the secret key privkey (an int, 0 < privkey < r)."""
        return sk_to_pk(_int_key("privkey", privkey), MIN_PK)

    @staticmethod
    def KeyValidate(PK: bytes) -> bool:
        """True when PK is 48 bytes that decode to a non-identity point of the subgroup."""
        return _bytes_of(PK, 48) and _verdict(lib.ecb_bls_key_validate(MIN_PK, PK))

    @classmethod
    def Sign(cls, SK: int, message: bytes) -> bytes:
        """The 96-byte signature of message (bytes) under SK (an int, 0 < SK < r)."""
        if not isinstance(message, bytes):
            raise TypeError("message must be bytes, not %s" % type(message).__name__)
        return sign(_int_key("SK", SK), message, MIN_PK)

    @classmethod
    def Verify(cls, PK: bytes, message: bytes, signature: bytes) -> bool:
        """True when signature is PK's signature of message."""
        if not (_bytes_of(PK, 48) and isinstance(message, bytes) and _bytes_of(signature, 96)):
            return False
        return _verdict(lib.ecb_bls_verify(MIN_PK, PK, message, len(message), signature))

    @classmethod
    def Aggregate(cls, signatures: Sequence[bytes]) -> bytes:
        """The sum of one or more 96-byte signatures."""
        return aggregate(signatures, MIN_PK)

    @classmethod
    def AggregateVerify(cls, PKs: Sequence[bytes], messages: Sequence[bytes],
                        signature: bytes) -> bool:
        """True when signature aggregates PKs[i]'s signatures of messages[i] (messages may
        repeat: the proof-of-possession scheme)."""
        PKs, messages = list(PKs), list(messages)
        if not (PKs and len(PKs) == len(messages) and _bytes_of(signature, 96)
                and all(_bytes_of(pk, 48) for pk in PKs)
                and all(isinstance(m, bytes) for m in messages)):
            return False
        _count("PKs", len(PKs))
        ptrs = (ctypes.c_char_p * len(messages))(*messages)
        lens = (ctypes.c_size_t * len(messages))(*map(len, messages))
        return _verdict(lib.ecb_bls_aggregate_verify(MIN_PK, b"".join(PKs), 48 * len(PKs), ptrs,
                                                     lens, len(PKs), signature))

    @classmethod
    def FastAggregateVerify(cls, PKs: Sequence[bytes], message: bytes,
                            signature: bytes) -> bool:
        """True when signature aggregates the signatures of message by every key of PKs (each
        must pass KeyValidate; keys may repeat)."""
        PKs = list(PKs)
        if not (PKs and isinstance(message, bytes) and _bytes_of(signature, 96)
                and all(_bytes_of(pk, 48) for pk in PKs)):
            return False
        _count("PKs", len(PKs))
        return _verdict(lib.ecb_bls_fast_aggregate_verify(
            MIN_PK, b"".join(PKs), 48 * len(PKs), len(PKs), message, len(message), signature))

    @classmethod
    def PopProve(cls, SK: int) -> bytes:
        """The 96-byte proof of possession of SK (an int, 0 < SK < r)."""
        return pop_prove(_int_key("SK", SK), MIN_PK)

    @classmethod
    def PopVerify(cls, PK: bytes, proof: bytes) -> bool:
        """True when proof is the proof of possession of PK's secret key."""
        if not (_bytes_of(PK, 48) and _bytes_of(proof, 96)):
            return False
        return _verdict(lib.ecb_bls_pop_verify(MIN_PK, PK, proof))

    @staticmethod
    def _AggregatePKs(PKs: Sequence[bytes]) -> bytes:
        """The compressed sum of one or more 48-byte public keys (each decoded and
        subgroup-checked; the identity adds nothing)."""
        PKs = list(PKs)
        if not PKs:
            raise EcbatchError(ERR_INVALID_ARGUMENT, argument="PKs",
                               detail="PKs is empty: at least one is needed")
        total = bls12_381.G1.identity()
        for i, pk in enumerate(PKs):
            try:
                total = total + bls12_381.G1.from_bytes(pk)
            except EcbatchError as e:
                name = "PKs[%d]" % i
                raise EcbatchError(e.code, argument=name, index=i,
                                   detail=_named(e.code, name)) from None
        return total.to_bytes()
