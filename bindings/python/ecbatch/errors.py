"""The exceptions: an ecb_status code, its kind (a subclass of EcbatchError) and what the binding
knows about the fault (the argument, the item, the numbers)."""
from typing import Any, Dict, List, Optional, Sequence, Tuple

from ._lib import lib

__all__ = ["EcbatchError", "InvalidInputError", "InvalidProofError", "OutOfMemoryError",
           "UnsupportedError", "WrongLength", "OutOfRange", "status_name"]


def status_name(code: int) -> str:
    """The C library's stable name of a status code ("ok", "verify_failed", ...)."""
    return lib.ecb_status_str(code).decode()


class EcbatchError(Exception):
    """A failure reported by the C library, or refused by the binding before the call.

    ``EcbatchError(code, ...)`` gives an instance of the code's kind: InvalidInputError,
    InvalidProofError, OutOfMemoryError, UnsupportedError (EcbatchError itself for the rest:
    threads, randomness, I/O). Attributes: ``code`` (the negative ``ecb_status``), ``name`` (its
    stable name), ``argument`` (the argument at fault, when known), ``index`` (the item at
    fault: a position in a sequence, or a threshold-decryption server), ``expected`` and
    ``actual`` (both lengths, or the specification's error arguments), ``bound`` (the limit
    exceeded), ``invalid`` (for batches: ``(position, status name)`` of each invalid item),
    ``detail`` (the explanation after the status name in ``str(e)``)."""

    def __new__(cls, code: int = 0, *args: Any, **kwargs: Any) -> "EcbatchError":
        if cls is EcbatchError:
            cls = _KINDS.get(code, EcbatchError)
        return Exception.__new__(cls)

    def __init__(self, code: int, invalid: Optional[List[Tuple[int, str]]] = None,
                 index: Optional[int] = None, expected: Optional[int] = None,
                 actual: Optional[int] = None, argument: Optional[str] = None,
                 bound: Optional[int] = None, detail: str = "") -> None:
        self.code = code
        self.name = status_name(code)
        self.invalid: List[Tuple[int, str]] = invalid or []
        self.index = index
        self.expected = expected
        self.actual = actual
        self.argument = argument
        self.bound = bound
        if not detail and self.invalid:
            detail = "invalid: " + ", ".join("#%d %s" % iv for iv in self.invalid)
        elif not detail and index is not None:
            detail = "index %d" % index
            if expected is not None or actual is not None:
                detail += ", expected %s, actual %s" % (expected, actual)
        self.detail = detail
        super().__init__("%s: %s" % (self.name, detail) if detail else self.name)

    @property
    def invalid_items(self) -> List[int]:
        """Positions of the invalid items of a failed batch."""
        return [i for i, _ in self.invalid]

    def __reduce__(self) -> Any:
        # the message is args[0], not the constructor's arguments: rebuild from the fields
        # (errors cross process boundaries in ecbatch.distributed)
        return _restore, (type(self), dict(self.__dict__), self.args)


def _restore(cls: type, state: Dict[str, Any], args: Tuple[Any, ...]) -> EcbatchError:
    e = Exception.__new__(cls)
    e.__dict__.update(state)
    e.args = args
    return e


class InvalidInputError(EcbatchError, ValueError):
    """An argument, an encoding or a parameter the operation refuses (wrong length, lengths that
    do not match, an unknown name, a non-canonical or off-curve encoding, a malformed proof, a
    bad index...). Also a ValueError."""


class InvalidProofError(EcbatchError):
    """A verification failed: a proof, a batch of proofs (``invalid`` names each one), a
    ciphertext or a server's response."""


class OutOfMemoryError(EcbatchError, MemoryError):
    """The C library could not allocate. Also a MemoryError."""


class UnsupportedError(EcbatchError):
    """The operation (e.g. an MSM strategy for a group) is not available in this build or on
    this CPU."""


class WrongLength(InvalidInputError):
    """Bytes of the wrong length for ``argument``, refused before any C call (``wrong_length``;
    also a ValueError). ``expected`` and ``actual`` are the lengths; when the bytes must hold
    whole elements, ``expected`` is the element size."""

    def __init__(self, argument: str, expected: int, actual: int,
                 whole_elements: bool = False) -> None:
        need = ("a multiple of %d bytes" if whole_elements else "%d bytes") % expected
        super().__init__(ERR_LENGTH, expected=expected, actual=actual, argument=argument,
                         detail="%s must be %s, got %d" % (argument, need, actual))


class OutOfRange(InvalidInputError, OverflowError):
    """An integer its C type cannot hold (ctypes would silently wrap it), refused before any C
    call (``invalid_argument``; also an OverflowError). The message shows the value unless
    it is secret (None); ``bound`` is the type's highest value."""

    def __init__(self, argument: str, value: Optional[int], ctype: str, low: int,
                 high: int) -> None:
        shown = argument if value is None else "%s = %d" % (argument, value)
        super().__init__(ERR_INVALID_ARGUMENT, argument=argument, bound=high,
                         detail="%s is outside %s's range %d..%d" % (shown, ctype, low, high))


def mismatch(first: str, n_first: int, second: str, n_second: int) -> InvalidInputError:
    """``length_mismatch`` naming both sequences and their lengths (expected: the first's)."""
    return EcbatchError(ERR_LENGTH_MISMATCH, expected=n_first, actual=n_second, argument=second,
                        detail="%d %s but %d %s" % (n_first, first, n_second, second))


def not_one_of(argument: str, value: Any, allowed: Sequence[Any]) -> InvalidInputError:
    """``invalid_argument`` for a name outside its list, naming the allowed ones."""
    return EcbatchError(ERR_INVALID_ARGUMENT, argument=argument,
                        detail="%s %r is not one of %s" % (argument, value,
                                                           ", ".join(map(str, allowed))))


def check_batch(code: int, statuses: Sequence[int]) -> None:
    """Raises EcbatchError unless code is ECB_OK, listing every element whose status is not
    ECB_OK as invalid."""
    if code != 0:
        raise EcbatchError(code, [(i, status_name(st)) for i, st in enumerate(statuses) if st])


# What a decoding status says of the bytes it refused (the C header's comments, as a clause).
_DECODE_FAULTS = {
    -20: "is not canonical (an integer at or above its modulus)",
    -21: "is not a ristretto255 encoding (s is negative)",
    -22: "is not an encoding of a curve point (no square root)",
    -23: "is not a ristretto255 encoding (x y is negative)",
    -24: "is not a ristretto255 encoding (y = 0)",
    -25: "is not a point on the curve",
    -26: "is a curve point outside the prime-order subgroup",
    -27: "has invalid flag bits (compression, infinity or sort)",
    -28: "has the infinity flag with non-zero bits",
    -29: "is a scalar at or above the group order",
    -30: "is the identity, where a non-identity point is required",
    -31: "is zero, where an invertible element is required",
}


def check(code: int, argument: Optional[str] = None) -> None:
    """Raises the EcbatchError of code unless it is ECB_OK (0), naming argument (the input the
    call decoded or checked) when given, and what is wrong with it for a decoding status."""
    if code != 0:
        fault = _DECODE_FAULTS.get(code, "was refused")
        raise EcbatchError(code, argument=argument,
                           detail="%s %s" % (argument, fault) if argument else "")


ERR_INVALID_ARGUMENT = -2
ERR_LENGTH = -3
ERR_SIZE_OVERFLOW = -4
ERR_OUT_OF_MEMORY = -5
ERR_UNSUPPORTED = -7
ERR_LENGTH_MISMATCH = -11
ERR_NON_CANONICAL = -20
ERR_IDENTITY = -30
ERR_SCALAR_OUT_OF_RANGE = -29
ERR_VERIFY_FAILED = -40
ERR_DUPLICATE_INDEX = -46
ERR_INDEX_OUT_OF_RANGE = -47
ERR_TOO_FEW = -48
ERR_INVALID_CIPHERTEXT = -49
ERR_INVALID_RESPONSE = -50
ERR_NO_VALID_CIPHERTEXTS = -53
ERR_INVALID_CIPHERTEXT_SET = -54
ERR_THRESHOLD_MISMATCH = -55
ERR_REPEATED_GENERATOR = -56
ERR_ZERO_INDEX = -57
ERR_SETUP_COUNT = -58
ERR_SETUP_MISMATCH = -59
ERR_INDEX_ORDER = -60

# Each status's kind (include/ecbatch/status.h): the input errors are the argument (-1..-4, -6,
# -10, -11, -13..-16), encoding (-20..-31) and protocol-input (-41..-48, -51..-53, -55..-57)
# groups, the KZG trusted setup's (-58, -59) and the cell indices' order (-60).
_KINDS: Dict[int, type] = {ERR_OUT_OF_MEMORY: OutOfMemoryError, ERR_UNSUPPORTED: UnsupportedError}
for _code in (ERR_VERIFY_FAILED, ERR_INVALID_CIPHERTEXT, ERR_INVALID_RESPONSE,
              ERR_INVALID_CIPHERTEXT_SET):
    _KINDS[_code] = InvalidProofError
for _code in [-1, -2, -3, -4, -6, -10, -11, -13, -14, -15, -16] + list(range(-31, -19)) + \
        list(range(-48, -40)) + [-51, -52, -53, ERR_THRESHOLD_MISMATCH, ERR_REPEATED_GENERATOR,
                                 ERR_ZERO_INDEX] + [ERR_SETUP_COUNT, ERR_SETUP_MISMATCH,
                                                    ERR_INDEX_ORDER]:
    _KINDS[_code] = InvalidInputError
