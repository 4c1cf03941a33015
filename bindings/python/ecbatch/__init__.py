"""ecbatch for Python: fast multi-scalar multiplication and the batch-verification protocols of
the ecbatch C library, through ctypes (standard library only).

Modules: ``ristretto255``, ``bls12_381``, ``bls12_377``, ``bn254`` (points and scalars, bytes in and out,
hashing to the curve), ``msm`` (MSM in every group with a strategy, threads and reusable
scratch), ``merlin`` (transcripts), ``bulletproofs_plus`` (tari-compatible range proofs and
batch verification), ``bte`` (batched threshold decryption), ``bls`` (BLS signatures and their
batch verification, with py_ecc's ``G2ProofOfPossession`` interface), ``pairing`` (the
BLS12-381 pairing and GT), ``kzg`` (EIP-4844 KZG commitments, c-kzg-4844's functions). Every failure raises an :class:`EcbatchError` of its kind
(:class:`InvalidInputError`, :class:`InvalidProofError`, :class:`OutOfMemoryError`,
:class:`UnsupportedError`) carrying the C library's status, the
argument or item at fault and the numbers involved. Arguments C cannot represent are refused
before the call, never wrapped, padded or cut: an integer outside its C type raises
:class:`OutOfRange` (also an OverflowError), bytes of the wrong length :class:`WrongLength`
(also a ValueError), both EcbatchErrors; a non-bytes object where bytes are needed TypeError.

The library is found as ``$ECBATCH_LIBRARY`` (a path), else the copy the wheel ships in this
package (``pip install ./bindings/python`` builds it), else an installed ``libecbatch.so.0``
(the dynamic loader's search, ``pkg-config ecbatch``, /usr/local/lib, /usr/lib)."""
from . import (bls, bls12_377, bls12_381, bn254, bte, bulletproofs_plus, kzg, merlin, msm,
               ristretto255)
from .errors import (EcbatchError, InvalidInputError, InvalidProofError, OutOfMemoryError,
                     OutOfRange, UnsupportedError, WrongLength, status_name)

__all__ = ["EcbatchError", "InvalidInputError", "InvalidProofError", "OutOfMemoryError",
           "UnsupportedError", "OutOfRange", "WrongLength", "status_name", "ristretto255",
           "bls12_381", "bls12_377", "bn254", "msm", "merlin", "bulletproofs_plus", "bte", "bls",
           "pairing", "kzg"]
__version__ = "0.1.0"
