//! BLS signatures on BLS12-381 (draft-irtf-cfrg-bls-signature-05, the proof-of-possession
//! ciphersuites; signatures equal blst's byte for byte), in two [`Variant`]s: `MinPk` (keys in
//! G1, 48 bytes, signatures in G2, 96 bytes: Ethereum's) and `MinSig` (the other way round).
//!
//! A [`SecretKey`] is 0 < sk < r (wiped when dropped, never printed); a [`PublicKey`] has passed
//! KeyValidate (it decodes, lies in the subgroup and is not the identity), once, when it was
//! made; a [`Signature`] holds the variant's number of bytes and is decoded and subgroup-checked
//! by every function that uses it. Verification returns `Ok(())` or the C library's status:
//! `verify_failed` when the pairing equation does not hold, the decoder's status for a
//! signature that does not decode. [`batch_verify`] names the invalid triples in its error.
//!
//! Threshold signatures (t of n) sign with the shares of a [`bte`] dealing: [`threshold_sign`]
//! gives a [`PartialSignature`] (the participant index x = share index + 1 and x_i H(m)),
//! [`threshold_verify`] checks one against its public share, [`threshold_batch_verify`] many in
//! one batch naming the invalid ones, [`threshold_recover`] interpolates t of them into the
//! group's ordinary [`Signature`], which [`verify`] accepts under [`threshold_public_key`].
//!
//! ```
//! use ecbatch::bls::{self, SecretKey, Variant};
//! let sk = SecretKey::keygen(&[7u8; 32], b"").unwrap();
//! let pk = sk.sk_to_pk(Variant::MinPk).unwrap();
//! let sig = sk.sign(Variant::MinPk, b"message").unwrap();
//! bls::verify(&pk, b"message", &sig).unwrap();
//! assert_eq!(bls::verify(&pk, b"other", &sig).unwrap_err().name(), "verify_failed");
//! ```
use std::fmt;

use ecbatch_sys as sys;

use crate::bte::{self, PublicPolynomial, Share};
use crate::error::{check, check_length, check_threads, wipe_bytes, Detail, Error, Result};

/// The ciphersuite: which group holds the keys and which the signatures.
///
/// ```
/// use ecbatch::bls::Variant;
/// assert_eq!(Variant::MinPk.public_key_bytes(), 48);
/// assert_eq!(Variant::MinSig.signature_bytes(), 48);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// keys in G1 (48 bytes), signatures in G2 (96 bytes); Ethereum's
    MinPk,
    /// keys in G2 (96 bytes), signatures in G1 (48 bytes)
    MinSig,
}

impl Variant {
    fn raw(self) -> sys::ecb_bls_variant {
        match self {
            Variant::MinPk => sys::ECB_BLS_MIN_PK,
            Variant::MinSig => sys::ECB_BLS_MIN_SIG,
        }
    }

    /// Bytes of a public key: 48 (MinPk) or 96 (MinSig).
    ///
    /// ```
    /// assert_eq!(ecbatch::bls::Variant::MinSig.public_key_bytes(), 96);
    /// ```
    pub fn public_key_bytes(self) -> usize {
        // SAFETY: a plain value.
        unsafe { sys::ecb_bls_public_key_bytes(self.raw()) }
    }

    /// Bytes of a signature or proof of possession: 96 (MinPk) or 48 (MinSig).
    ///
    /// ```
    /// assert_eq!(ecbatch::bls::Variant::MinPk.signature_bytes(), 96);
    /// ```
    pub fn signature_bytes(self) -> usize {
        // SAFETY: a plain value.
        unsafe { sys::ecb_bls_signature_bytes(self.raw()) }
    }

    /// Bytes of a threshold partial signature: a 4-byte index and a signature, 100 (MinPk) or
    /// 52 (MinSig).
    ///
    /// ```
    /// assert_eq!(ecbatch::bls::Variant::MinSig.partial_signature_bytes(), 52);
    /// ```
    pub fn partial_signature_bytes(self) -> usize {
        // SAFETY: a plain value.
        unsafe { sys::ecb_bls_partial_signature_bytes(self.raw()) }
    }

    /// The BLS variant whose keys lie in the group of a threshold dealing's points (MinPk:
    /// G1, MinSig: G2).
    fn of_dealing(public: &PublicPolynomial) -> Variant {
        match public.variant() {
            bte::Variant::MinPk => Variant::MinPk,
            bte::Variant::MinSig => Variant::MinSig,
        }
    }
}

/// A secret key: 32 bytes big-endian, 0 < sk < r. Wiped when dropped; `Debug` does not show
/// it.
///
/// ```
/// use ecbatch::bls::SecretKey;
/// let sk = SecretKey::keygen(&[1u8; 32], b"key info").unwrap();
/// assert_eq!(format!("{:?}", sk), "bls::SecretKey(..)");
/// assert_eq!(SecretKey::from_bytes(&[0u8; 32]).unwrap_err().name(), "scalar_out_of_range");
/// ```
#[derive(Clone)]
#[repr(transparent)]
pub struct SecretKey([u8; sys::ECB_BLS_SECRET_KEY_BYTES]);

impl SecretKey {
    /// KeyGen (blst's and EIP-2333's: HKDF with the salt SHA-256("BLS-SIG-KEYGEN-SALT-")) of
    /// `ikm` (at least 32 bytes: fewer is `wrong_length`, never a weak key) and `key_info`
    /// (may be empty). Constant time in `ikm`.
    ///
    /// ```
    /// use ecbatch::bls::SecretKey;
    /// assert_eq!(SecretKey::keygen(&[1u8; 31], b"").unwrap_err().name(), "wrong_length");
    /// ```
    pub fn keygen(ikm: &[u8], key_info: &[u8]) -> Result<SecretKey> {
        let mut sk = SecretKey([0u8; 32]);
        // SAFETY: 32 writable bytes; the slices are readable for their lengths.
        check(unsafe {
            sys::ecb_bls_keygen(
                sk.0.as_mut_ptr(),
                ikm.as_ptr(),
                ikm.len(),
                key_info.as_ptr(),
                key_info.len(),
            )
        })?;
        Ok(sk)
    }

    /// A key from its 32 big-endian bytes: `scalar_out_of_range` for 0 and for r or more
    /// (never reduced).
    ///
    /// ```
    /// use ecbatch::bls::SecretKey;
    /// let sk = SecretKey::keygen(&[2u8; 32], b"").unwrap();
    /// assert_eq!(SecretKey::from_bytes(&sk.to_bytes()).unwrap().to_bytes(), sk.to_bytes());
    /// assert_eq!(SecretKey::from_bytes(&[0xff; 32]).unwrap_err().name(), "scalar_out_of_range");
    /// ```
    pub fn from_bytes(bytes: &[u8; 32]) -> Result<SecretKey> {
        let mut s = sys::ecb_bls12_381_scalar::default();
        // SAFETY: 32 readable bytes, a valid output.
        let mut code = unsafe { sys::ecb_bls12_381_scalar_decode(&mut s, bytes.as_ptr()) };
        // SAFETY: a valid scalar.
        if code == sys::ECB_OK && unsafe { sys::ecb_bls12_381_scalar_is_zero(&s) } != 0 {
            code = sys::ECB_ERR_SCALAR_OUT_OF_RANGE;
        }
        crate::error::wipe_words(&mut s.v);
        check(code)?;
        Ok(SecretKey(*bytes))
    }

    /// The key's 32 big-endian bytes (a secret: wipe your copy).
    ///
    /// ```
    /// let sk = ecbatch::bls::SecretKey::keygen(&[3u8; 32], b"").unwrap();
    /// assert_eq!(sk.to_bytes().len(), 32);
    /// ```
    pub fn to_bytes(&self) -> [u8; 32] {
        self.0
    }

    /// SkToPk: the public key of this key in the variant's key group. Constant time.
    ///
    /// ```
    /// use ecbatch::bls::{SecretKey, Variant};
    /// let sk = SecretKey::keygen(&[4u8; 32], b"").unwrap();
    /// assert_eq!(sk.sk_to_pk(Variant::MinSig).unwrap().to_bytes().len(), 96);
    /// ```
    pub fn sk_to_pk(&self, variant: Variant) -> Result<PublicKey> {
        let mut pk = PublicKey {
            variant,
            bytes: [0u8; 96],
        };
        // SAFETY: 96 writable bytes (the largest key), 32 readable.
        check(unsafe {
            sys::ecb_bls_sk_to_pk(variant.raw(), pk.bytes.as_mut_ptr(), self.0.as_ptr())
        })?;
        Ok(pk)
    }

    /// Sign: the signature of `msg` under the variant's signature DST. Constant time.
    ///
    /// ```
    /// use ecbatch::bls::{SecretKey, Variant};
    /// let sk = SecretKey::keygen(&[5u8; 32], b"").unwrap();
    /// assert_eq!(sk.sign(Variant::MinSig, b"m").unwrap().to_bytes().len(), 48);
    /// ```
    pub fn sign(&self, variant: Variant, msg: &[u8]) -> Result<Signature> {
        let mut sig = Signature::zero(variant);
        // SAFETY: 96 writable bytes (the largest signature); the slices are readable.
        check(unsafe {
            sys::ecb_bls_sign(
                variant.raw(),
                sig.bytes.as_mut_ptr(),
                self.0.as_ptr(),
                msg.as_ptr(),
                msg.len(),
            )
        })?;
        Ok(sig)
    }

    /// PopProve: the proof of possession (the signature of the public key's bytes under the
    /// variant's PoP DST). Constant time.
    ///
    /// ```
    /// use ecbatch::bls::{self, SecretKey, Variant};
    /// let sk = SecretKey::keygen(&[6u8; 32], b"").unwrap();
    /// let proof = sk.pop_prove(Variant::MinPk).unwrap();
    /// bls::pop_verify(&sk.sk_to_pk(Variant::MinPk).unwrap(), &proof).unwrap();
    /// ```
    pub fn pop_prove(&self, variant: Variant) -> Result<Signature> {
        let mut proof = Signature::zero(variant);
        // SAFETY: 96 writable bytes, 32 readable.
        check(unsafe {
            sys::ecb_bls_pop_prove(variant.raw(), proof.bytes.as_mut_ptr(), self.0.as_ptr())
        })?;
        Ok(proof)
    }
}

impl Drop for SecretKey {
    fn drop(&mut self) {
        wipe_bytes(&mut self.0);
    }
}

impl fmt::Debug for SecretKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("bls::SecretKey(..)")
    }
}

/// A public key that passed KeyValidate: it decodes, lies in the prime-order subgroup and is
/// not the identity.
///
/// ```
/// use ecbatch::bls::{PublicKey, SecretKey, Variant};
/// let pk = SecretKey::keygen(&[8u8; 32], b"").unwrap().sk_to_pk(Variant::MinPk).unwrap();
/// assert_eq!(PublicKey::from_bytes(Variant::MinPk, &pk.to_bytes()).unwrap(), pk);
/// let mut identity = [0u8; 48];
/// identity[0] = 0xc0;
/// assert_eq!(PublicKey::from_bytes(Variant::MinPk, &identity).unwrap_err().name(), "identity");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PublicKey {
    variant: Variant,
    bytes: [u8; 96], // the first variant.public_key_bytes() are the key
}

impl PublicKey {
    /// KeyValidate of the variant's compressed key: `wrong_length` with [`Detail::Length`],
    /// the decoder's status (`bad_flags`, `non_canonical`, `not_on_curve`,
    /// `not_in_subgroup`, ...) or `identity`.
    ///
    /// ```
    /// use ecbatch::bls::{PublicKey, Variant};
    /// assert_eq!(PublicKey::from_bytes(Variant::MinSig, &[0; 48]).unwrap_err().name(), "wrong_length");
    /// ```
    pub fn from_bytes(variant: Variant, bytes: &[u8]) -> Result<PublicKey> {
        key_validate(variant, bytes)?;
        let mut pk = PublicKey {
            variant,
            bytes: [0u8; 96],
        };
        pk.bytes[..bytes.len()].copy_from_slice(bytes);
        Ok(pk)
    }

    /// The compressed key (48 or 96 bytes).
    ///
    /// ```
    /// use ecbatch::bls::{SecretKey, Variant};
    /// let pk = SecretKey::keygen(&[9u8; 32], b"").unwrap().sk_to_pk(Variant::MinPk).unwrap();
    /// assert_eq!(pk.to_bytes().len(), 48);
    /// ```
    pub fn to_bytes(&self) -> Vec<u8> {
        self.as_slice().to_vec()
    }

    /// The key's variant.
    ///
    /// ```
    /// use ecbatch::bls::{SecretKey, Variant};
    /// let pk = SecretKey::keygen(&[9u8; 32], b"").unwrap().sk_to_pk(Variant::MinSig).unwrap();
    /// assert_eq!(pk.variant(), Variant::MinSig);
    /// ```
    pub fn variant(&self) -> Variant {
        self.variant
    }

    fn as_slice(&self) -> &[u8] {
        &self.bytes[..self.variant.public_key_bytes()]
    }
}

impl fmt::Debug for PublicKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "bls::PublicKey({:?}, {})",
            self.variant,
            crate::hex(self.as_slice())
        )
    }
}

/// A signature (or proof of possession): the variant's number of bytes, decoded and
/// subgroup-checked by each function that uses it (so that a batch decodes each signature
/// once).
///
/// ```
/// use ecbatch::bls::{Signature, Variant};
/// assert_eq!(Signature::from_bytes(Variant::MinPk, &[0; 48]).unwrap_err().name(), "wrong_length");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Signature {
    variant: Variant,
    bytes: [u8; 96], // the first variant.signature_bytes() are the signature
}

impl Signature {
    fn zero(variant: Variant) -> Signature {
        Signature {
            variant,
            bytes: [0u8; 96],
        }
    }

    /// The variant's compressed signature bytes (`wrong_length` with [`Detail::Length`] for
    /// any other length; the encoding is checked where the signature is used).
    ///
    /// ```
    /// use ecbatch::bls::{Signature, Variant};
    /// let s = Signature::from_bytes(Variant::MinSig, &[0xc0; 48]).unwrap();
    /// assert_eq!(s.to_bytes(), vec![0xc0; 48]);
    /// ```
    pub fn from_bytes(variant: Variant, bytes: &[u8]) -> Result<Signature> {
        check_length("signature", bytes, variant.signature_bytes())?;
        let mut sig = Signature::zero(variant);
        sig.bytes[..bytes.len()].copy_from_slice(bytes);
        Ok(sig)
    }

    /// The compressed signature (96 or 48 bytes).
    ///
    /// ```
    /// use ecbatch::bls::{SecretKey, Variant};
    /// let sk = SecretKey::keygen(&[10u8; 32], b"").unwrap();
    /// assert_eq!(sk.sign(Variant::MinPk, b"").unwrap().to_bytes().len(), 96);
    /// ```
    pub fn to_bytes(&self) -> Vec<u8> {
        self.as_slice().to_vec()
    }

    /// The signature's variant.
    ///
    /// ```
    /// use ecbatch::bls::{Signature, Variant};
    /// assert_eq!(Signature::from_bytes(Variant::MinSig, &[0xc0; 48]).unwrap().variant(), Variant::MinSig);
    /// ```
    pub fn variant(&self) -> Variant {
        self.variant
    }

    fn as_slice(&self) -> &[u8] {
        &self.bytes[..self.variant.signature_bytes()]
    }
}

impl fmt::Debug for Signature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "bls::Signature({:?}, {})",
            self.variant,
            crate::hex(self.as_slice())
        )
    }
}

/// KeyValidate of a compressed key, without keeping it ([`PublicKey::from_bytes`] keeps it).
///
/// ```
/// use ecbatch::bls::{self, Variant};
/// assert_eq!(bls::key_validate(Variant::MinPk, &[0; 48]).unwrap_err().name(), "bad_flags");
/// ```
pub fn key_validate(variant: Variant, pk: &[u8]) -> Result<()> {
    check_length("pk", pk, variant.public_key_bytes())?;
    // SAFETY: pk holds the variant's key size.
    check(unsafe { sys::ecb_bls_key_validate(variant.raw(), pk.as_ptr()) })
}

/// Verify: `Ok(())` when `sig` decodes into the subgroup and is `pk`'s signature of `msg`;
/// else `verify_failed` or the signature's decoding status. `invalid_argument` when `sig` is of
/// another variant than `pk`.
///
/// ```
/// use ecbatch::bls::{self, SecretKey, Signature, Variant};
/// let sk = SecretKey::keygen(&[11u8; 32], b"").unwrap();
/// let pk = sk.sk_to_pk(Variant::MinSig).unwrap();
/// bls::verify(&pk, b"m", &sk.sign(Variant::MinSig, b"m").unwrap()).unwrap();
/// let zero = Signature::from_bytes(Variant::MinSig, &[0; 48]).unwrap();
/// assert_eq!(bls::verify(&pk, b"m", &zero).unwrap_err().name(), "bad_flags");
/// ```
pub fn verify(pk: &PublicKey, msg: &[u8], sig: &Signature) -> Result<()> {
    same_variant("signature", pk.variant, sig.variant)?;
    // SAFETY: the key and signature hold their variant's sizes; msg is readable.
    check(unsafe {
        sys::ecb_bls_verify(
            pk.variant.raw(),
            pk.bytes.as_ptr(),
            msg.as_ptr(),
            msg.len(),
            sig.bytes.as_ptr(),
        )
    })
}

/// PopVerify: `Ok(())` when `proof` is the proof of possession of `pk`'s secret key; errors as
/// [`verify`].
///
/// ```
/// use ecbatch::bls::{self, SecretKey, Variant};
/// let a = SecretKey::keygen(&[12u8; 32], b"").unwrap();
/// let b = SecretKey::keygen(&[13u8; 32], b"").unwrap();
/// let proof = a.pop_prove(Variant::MinPk).unwrap();
/// let e = bls::pop_verify(&b.sk_to_pk(Variant::MinPk).unwrap(), &proof).unwrap_err();
/// assert_eq!(e.name(), "verify_failed");
/// ```
pub fn pop_verify(pk: &PublicKey, proof: &Signature) -> Result<()> {
    same_variant("proof", pk.variant, proof.variant)?;
    // SAFETY: the key and proof hold their variant's sizes.
    check(unsafe {
        sys::ecb_bls_pop_verify(pk.variant.raw(), pk.bytes.as_ptr(), proof.bytes.as_ptr())
    })
}

/// Aggregate: the sum of the signatures (each decoded and subgroup-checked on its own; the
/// identity adds nothing). `invalid_argument` for none or for signatures of two variants,
/// `size_overflow` beyond 65536, else the first failing signature's decoding status.
///
/// ```
/// use ecbatch::bls::{self, SecretKey, Variant};
/// let key = |k: u8| SecretKey::from_bytes(&{ let mut b = [0u8; 32]; b[31] = k; b }).unwrap();
/// let s = key(1).sign(Variant::MinPk, b"m").unwrap();
/// assert_eq!(bls::aggregate(&[s, s]).unwrap(), key(2).sign(Variant::MinPk, b"m").unwrap());
/// assert_eq!(bls::aggregate(&[]).unwrap_err().name(), "invalid_argument");
/// ```
pub fn aggregate(signatures: &[Signature]) -> Result<Signature> {
    let variant = first_variant("signatures", signatures.iter().map(|s| s.variant))?;
    let all = concat(signatures.iter().map(Signature::as_slice));
    let mut out = Signature::zero(variant);
    // SAFETY: all holds signatures.len() signatures of the variant; out has 96 bytes.
    check(unsafe {
        sys::ecb_bls_aggregate(
            variant.raw(),
            out.bytes.as_mut_ptr(),
            all.as_ptr(),
            all.len(),
            signatures.len(),
        )
    })?;
    Ok(out)
}

/// FastAggregateVerify (Ethereum's: each key valid, keys may repeat): `Ok(())` when `sig` is
/// the aggregate of the keys' signatures of `msg`. `invalid_argument` for no keys or mixed
/// variants, `size_overflow` beyond 65536 keys, `identity` when the keys sum to the identity.
///
/// ```
/// use ecbatch::bls::{self, SecretKey, Variant};
/// let sks: Vec<SecretKey> = (1..=3u8).map(|i| SecretKey::keygen(&[i; 32], b"").unwrap()).collect();
/// let pks: Vec<_> = sks.iter().map(|k| k.sk_to_pk(Variant::MinPk).unwrap()).collect();
/// let sigs: Vec<_> = sks.iter().map(|k| k.sign(Variant::MinPk, b"slot 7").unwrap()).collect();
/// bls::fast_aggregate_verify(&pks, b"slot 7", &bls::aggregate(&sigs).unwrap()).unwrap();
/// ```
pub fn fast_aggregate_verify(pks: &[PublicKey], msg: &[u8], sig: &Signature) -> Result<()> {
    let variant = first_variant("pks", pks.iter().map(|k| k.variant))?;
    same_variant("signature", variant, sig.variant)?;
    let keys = concat(pks.iter().map(PublicKey::as_slice));
    // SAFETY: keys holds pks.len() keys of the variant; msg and sig are readable.
    check(unsafe {
        sys::ecb_bls_fast_aggregate_verify(
            variant.raw(),
            keys.as_ptr(),
            keys.len(),
            pks.len(),
            msg.as_ptr(),
            msg.len(),
            sig.bytes.as_ptr(),
        )
    })
}

/// AggregateVerify (the proof-of-possession scheme's: messages may repeat): `Ok(())` when
/// `sig` is the aggregate of `pks[i]`'s signature of `msgs[i]` for every i. `length_mismatch`
/// with [`Detail::Counts`] unless there are as many messages as keys; other errors as
/// [`fast_aggregate_verify`].
///
/// ```
/// use ecbatch::bls::{self, SecretKey, Variant};
/// let sks: Vec<SecretKey> = (1..=2u8).map(|i| SecretKey::keygen(&[i; 32], b"").unwrap()).collect();
/// let pks: Vec<_> = sks.iter().map(|k| k.sk_to_pk(Variant::MinSig).unwrap()).collect();
/// let msgs = [b"first".to_vec(), b"second".to_vec()];
/// let sigs: Vec<_> = sks.iter().zip(&msgs).map(|(k, m)| k.sign(Variant::MinSig, m).unwrap()).collect();
/// bls::aggregate_verify(&pks, &msgs, &bls::aggregate(&sigs).unwrap()).unwrap();
/// ```
pub fn aggregate_verify<M: AsRef<[u8]>>(
    pks: &[PublicKey],
    msgs: &[M],
    sig: &Signature,
) -> Result<()> {
    let variant = first_variant("pks", pks.iter().map(|k| k.variant))?;
    same_variant("signature", variant, sig.variant)?;
    if msgs.len() != pks.len() {
        return Err(Error::counts("msgs", msgs.len(), "pks", pks.len()));
    }
    let keys = concat(pks.iter().map(PublicKey::as_slice));
    let (ptrs, lens) = messages(msgs);
    // SAFETY: keys holds pks.len() keys; ptrs[i] is readable for lens[i] bytes.
    check(unsafe {
        sys::ecb_bls_aggregate_verify(
            variant.raw(),
            keys.as_ptr(),
            keys.len(),
            ptrs.as_ptr(),
            lens.as_ptr(),
            pks.len(),
            sig.bytes.as_ptr(),
        )
    })
}

/// Batch verification of n independent triples (pks[i], msgs[i], sigs[i]) by one MSM and one
/// multi-pairing with random 128-bit weights (triples sharing a message have their keys summed
/// first). `Ok(())` when every triple verifies; else `verify_failed` whose
/// [`Error::invalid_items`] are the invalid triples' positions ([`Detail::Invalid`], each with
/// `verify_failed`). `threads`: 0 or 1 the calling thread, at most 256. Argument errors as
/// [`aggregate_verify`] (`length_mismatch` naming `msgs` or `sigs`).
///
/// ```
/// use ecbatch::bls::{self, SecretKey, Variant};
/// let sks: Vec<SecretKey> = (1..=4u8).map(|i| SecretKey::keygen(&[i; 32], b"").unwrap()).collect();
/// let pks: Vec<_> = sks.iter().map(|k| k.sk_to_pk(Variant::MinPk).unwrap()).collect();
/// let msgs = [b"a", b"b", b"a", b"c"];
/// let mut sigs: Vec<_> = sks.iter().zip(&msgs).map(|(k, m)| k.sign(Variant::MinPk, &m[..]).unwrap()).collect();
/// bls::batch_verify(&pks, &msgs, &sigs, 1).unwrap();
/// sigs.swap(1, 3);
/// assert_eq!(bls::batch_verify(&pks, &msgs, &sigs, 2).unwrap_err().invalid_items(), vec![1, 3]);
/// ```
pub fn batch_verify<M: AsRef<[u8]>>(
    pks: &[PublicKey],
    msgs: &[M],
    sigs: &[Signature],
    threads: u32,
) -> Result<()> {
    let variant = first_variant("pks", pks.iter().map(|k| k.variant))?;
    if msgs.len() != pks.len() {
        return Err(Error::counts("msgs", msgs.len(), "pks", pks.len()));
    }
    if sigs.len() != pks.len() {
        return Err(Error::counts("sigs", sigs.len(), "pks", pks.len()));
    }
    for s in sigs {
        same_variant("sigs", variant, s.variant)?;
    }
    check_threads(threads, 0)?;
    let keys = concat(pks.iter().map(PublicKey::as_slice));
    let all = concat(sigs.iter().map(Signature::as_slice));
    let (ptrs, lens) = messages(msgs);
    let mut valid = vec![0u8; pks.len()];
    let mut invalid = 0usize;
    // SAFETY: keys and all hold n keys and signatures of the variant, ptrs[i] is readable for
    // lens[i] bytes, valid has n bytes.
    let code = unsafe {
        sys::ecb_bls_batch_verify(
            variant.raw(),
            keys.as_ptr(),
            keys.len(),
            ptrs.as_ptr(),
            lens.as_ptr(),
            all.as_ptr(),
            all.len(),
            pks.len(),
            threads,
            valid.as_mut_ptr(),
            &mut invalid,
        )
    };
    if code == sys::ECB_ERR_VERIFY_FAILED {
        let items = (0..valid.len())
            .filter(|&i| valid[i] == 0)
            .map(|i| (i, sys::ECB_ERR_VERIFY_FAILED))
            .collect();
        return Err(Error::with_detail(code, Detail::Invalid(items)));
    }
    check(code)
}

/// The variant of a non-empty list of at most ECB_BLS_MAX_COUNT items, all of one variant.
fn first_variant(
    argument: &'static str,
    mut variants: impl ExactSizeIterator<Item = Variant>,
) -> Result<Variant> {
    let n = variants.len();
    if n > sys::ECB_BLS_MAX_COUNT {
        let max = sys::ECB_BLS_MAX_COUNT as u64;
        return Err(Error::range(
            sys::ECB_ERR_SIZE_OVERFLOW,
            argument,
            n as u64,
            1,
            max,
        ));
    }
    let first = variants.next().ok_or_else(|| {
        Error::argument(
            sys::ECB_ERR_INVALID_ARGUMENT,
            argument,
            "empty: at least one is needed",
        )
    })?;
    for v in variants {
        if v != first {
            let reason = "mixes the two variants";
            return Err(Error::argument(
                sys::ECB_ERR_INVALID_ARGUMENT,
                argument,
                reason,
            ));
        }
    }
    Ok(first)
}

fn same_variant(argument: &'static str, want: Variant, got: Variant) -> Result<()> {
    if want == got {
        Ok(())
    } else {
        Err(Error::argument(
            sys::ECB_ERR_INVALID_ARGUMENT,
            argument,
            "of another variant than the keys",
        ))
    }
}

/// The items back to back, as the C functions take keys and signatures.
fn concat<'a>(items: impl ExactSizeIterator<Item = &'a [u8]>) -> Vec<u8> {
    let mut out = Vec::with_capacity(items.len() * 96);
    for item in items {
        out.extend_from_slice(item);
    }
    out
}

/// The messages' pointers and lengths (the C functions' msgs and msg_lens).
fn messages<M: AsRef<[u8]>>(msgs: &[M]) -> (Vec<*const u8>, Vec<usize>) {
    msgs.iter()
        .map(|m| (m.as_ref().as_ptr(), m.as_ref().len()))
        .unzip()
}

/// A threshold partial signature: the participant index x = share index + 1 (4 bytes,
/// big-endian) and the compressed point x_i H(m), [`Variant::partial_signature_bytes`] in all.
/// Made by [`threshold_sign`] or from bytes (only the length is checked; the index and the
/// point where the partial is used).
///
/// ```
/// use ecbatch::bls::{PartialSignature, Variant};
/// let p = PartialSignature::from_bytes(Variant::MinSig, &[0, 0, 0, 7, 0xc0].iter().chain(&[0u8; 47]).copied().collect::<Vec<u8>>()).unwrap();
/// assert_eq!(p.index(), 7);
/// assert_eq!(PartialSignature::from_bytes(Variant::MinPk, &[0; 52]).unwrap_err().name(), "wrong_length");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PartialSignature {
    variant: Variant,
    bytes: [u8; 100], // the first variant.partial_signature_bytes() are the partial
}

impl PartialSignature {
    /// The variant's partial signature bytes (`wrong_length` with [`Detail::Length`] for any
    /// other length).
    ///
    /// ```
    /// use ecbatch::bls::{PartialSignature, Variant};
    /// assert!(PartialSignature::from_bytes(Variant::MinPk, &[0; 100]).is_ok());
    /// ```
    pub fn from_bytes(variant: Variant, bytes: &[u8]) -> Result<PartialSignature> {
        check_length("partial", bytes, variant.partial_signature_bytes())?;
        let mut p = PartialSignature {
            variant,
            bytes: [0u8; 100],
        };
        p.bytes[..bytes.len()].copy_from_slice(bytes);
        Ok(p)
    }

    /// The partial's bytes (100 or 52).
    ///
    /// ```
    /// use ecbatch::bls::{PartialSignature, Variant};
    /// assert_eq!(PartialSignature::from_bytes(Variant::MinSig, &[1; 52]).unwrap().to_bytes(), vec![1; 52]);
    /// ```
    pub fn to_bytes(&self) -> Vec<u8> {
        self.as_slice().to_vec()
    }

    /// The partial's variant.
    ///
    /// ```
    /// use ecbatch::bls::{PartialSignature, Variant};
    /// assert_eq!(PartialSignature::from_bytes(Variant::MinSig, &[1; 52]).unwrap().variant(), Variant::MinSig);
    /// ```
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The participant index x (its first 4 bytes; a valid partial has 1 <= x <= 65536).
    ///
    /// ```
    /// use ecbatch::bls::{PartialSignature, Variant};
    /// assert_eq!(PartialSignature::from_bytes(Variant::MinSig, &[1; 52]).unwrap().index(), 0x01010101);
    /// ```
    pub fn index(&self) -> u32 {
        u32::from_be_bytes([self.bytes[0], self.bytes[1], self.bytes[2], self.bytes[3]])
    }

    fn as_slice(&self) -> &[u8] {
        &self.bytes[..self.variant.partial_signature_bytes()]
    }
}

impl fmt::Debug for PartialSignature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "bls::PartialSignature({:?}, {})",
            self.variant,
            crate::hex(self.as_slice())
        )
    }
}

/// The group public key of a threshold dealing: C_0, the key under which [`verify`] accepts
/// the signature [`threshold_recover`] gives (MinPk dealings give MinPk keys, MinSig MinSig).
///
/// ```
/// use ecbatch::{bls, bte};
/// let (public, _) = bte::PublicPolynomial::deal(bte::Variant::MinSig, 2, 3).unwrap();
/// let pk = bls::threshold_public_key(&public).unwrap();
/// assert_eq!(pk.to_bytes(), public.public_key().to_bytes());
/// ```
pub fn threshold_public_key(public: &PublicPolynomial) -> Result<PublicKey> {
    let variant = Variant::of_dealing(public);
    let mut pk = PublicKey {
        variant,
        bytes: [0u8; 96],
    };
    // SAFETY: 96 writable bytes hold any key; the polynomial is alive.
    check(unsafe {
        sys::ecb_bls_threshold_public_key(variant.raw(), pk.bytes.as_mut_ptr(), public.raw())
    })?;
    Ok(pk)
}

/// Threshold Sign: the partial signature of `share` (its index + 1 and x_i H(msg)) in the
/// variant (MinPk for a MinPk dealing, MinSig for a MinSig one: the dealing's group holds the
/// keys). Constant time in the share. `index_out_of_range` for a share index of 65536 or more.
///
/// ```
/// use ecbatch::{bls, bte};
/// let (public, shares) = bte::PublicPolynomial::deal(bte::Variant::MinPk, 2, 3).unwrap();
/// let p = bls::threshold_sign(bls::Variant::MinPk, &shares[2], b"msg").unwrap();
/// assert_eq!(p.index(), 3);
/// bls::threshold_verify(&public, b"msg", &p).unwrap();
/// ```
pub fn threshold_sign(variant: Variant, share: &Share, msg: &[u8]) -> Result<PartialSignature> {
    let mut p = PartialSignature {
        variant,
        bytes: [0u8; 100],
    };
    // SAFETY: 100 writable bytes hold any partial; the share and msg are readable.
    check(unsafe {
        sys::ecb_bls_threshold_sign(
            variant.raw(),
            p.bytes.as_mut_ptr(),
            share.raw(),
            msg.as_ptr(),
            msg.len(),
        )
    })?;
    Ok(p)
}

/// Verifies one partial signature of `msg` against its public share in `public`: `Ok(())`,
/// `verify_failed`, `zero_index`, `index_out_of_range` (above the dealing's n or 65536), the
/// decoder's status for its point, or `invalid_argument` naming `partial` when it is of the
/// other variant than the dealing.
///
/// ```
/// use ecbatch::{bls, bte};
/// let (public, shares) = bte::PublicPolynomial::deal(bte::Variant::MinSig, 2, 3).unwrap();
/// let p = bls::threshold_sign(bls::Variant::MinSig, &shares[0], b"msg").unwrap();
/// assert_eq!(bls::threshold_verify(&public, b"other", &p).unwrap_err().name(), "verify_failed");
/// ```
pub fn threshold_verify(
    public: &PublicPolynomial,
    msg: &[u8],
    partial: &PartialSignature,
) -> Result<()> {
    let variant = Variant::of_dealing(public);
    same_group("partial", variant, partial.variant)?;
    // SAFETY: the polynomial is alive; msg and the partial are readable for their lengths.
    check(unsafe {
        sys::ecb_bls_threshold_verify(
            variant.raw(),
            public.raw(),
            msg.as_ptr(),
            msg.len(),
            partial.bytes.as_ptr(),
            variant.partial_signature_bytes(),
        )
    })
}

/// Verifies many partial signatures of one message in one batch (random 64-bit weights: one
/// MSM over the polynomial's t commitments, one over the signatures, one product of two
/// pairings; indices may repeat). `Ok(())` when all verify; else `verify_failed` whose
/// [`Error::invalid_items`] are the invalid partials' positions ([`Detail::Invalid`], each
/// with its reason: `zero_index`, `index_out_of_range`, its point's decoder status, or
/// `verify_failed`). `threads`: 0 or 1 the calling thread, at most 256. No partials is
/// `invalid_argument`, more than 65536 `size_overflow`.
///
/// ```
/// use ecbatch::{bls, bte};
/// let (public, shares) = bte::PublicPolynomial::deal(bte::Variant::MinPk, 3, 5).unwrap();
/// let mut ps: Vec<_> = shares.iter().map(|s| bls::threshold_sign(bls::Variant::MinPk, s, b"m").unwrap()).collect();
/// bls::threshold_batch_verify(&public, b"m", &ps, 1).unwrap();
/// ps[3] = bls::threshold_sign(bls::Variant::MinPk, &shares[3], b"other").unwrap();
/// assert_eq!(bls::threshold_batch_verify(&public, b"m", &ps, 2).unwrap_err().invalid_items(), vec![3]);
/// ```
pub fn threshold_batch_verify(
    public: &PublicPolynomial,
    msg: &[u8],
    partials: &[PartialSignature],
    threads: u32,
) -> Result<()> {
    let variant = Variant::of_dealing(public);
    partial_count(partials.len())?;
    for p in partials {
        same_group("partials", variant, p.variant)?;
    }
    check_threads(threads, 0)?;
    let all = concat(partials.iter().map(PartialSignature::as_slice));
    let mut valid = vec![0u8; partials.len()];
    let mut invalid = 0usize;
    // SAFETY: all holds the n partials of the variant, valid n bytes; the polynomial is alive.
    let code = unsafe {
        sys::ecb_bls_threshold_batch_verify(
            variant.raw(),
            public.raw(),
            msg.as_ptr(),
            msg.len(),
            all.as_ptr(),
            all.len(),
            partials.len(),
            threads,
            valid.as_mut_ptr(),
            &mut invalid,
        )
    };
    if code == sys::ECB_ERR_VERIFY_FAILED {
        let items = (0..valid.len())
            .filter(|&i| valid[i] == 0)
            .map(|i| (i, partial_status(public, msg, &partials[i])))
            .collect();
        return Err(Error::with_detail(code, Detail::Invalid(items)));
    }
    check(code)
}

/// Recovers the group signature from t or more partial signatures of distinct participants
/// (Lagrange interpolation at 0 in the exponent, one MSM): the ordinary signature [`verify`]
/// accepts under [`threshold_public_key`], the same from every t valid partials. It checks no
/// partial's equation: verify them first. Errors: `too_few`, `duplicate_index`, `zero_index`,
/// `index_out_of_range`, a point's decoder status; `invalid_argument` for partials of the other
/// variant, `size_overflow` beyond 65536.
///
/// ```
/// use ecbatch::{bls, bte};
/// let (public, shares) = bte::PublicPolynomial::deal(bte::Variant::MinPk, 2, 4).unwrap();
/// let ps: Vec<_> = shares.iter().map(|s| bls::threshold_sign(bls::Variant::MinPk, s, b"m").unwrap()).collect();
/// let a = bls::threshold_recover(&public, &ps[..2], 1).unwrap();
/// let b = bls::threshold_recover(&public, &ps[2..], 1).unwrap();
/// assert_eq!(a, b);
/// bls::verify(&bls::threshold_public_key(&public).unwrap(), b"m", &a).unwrap();
/// assert_eq!(bls::threshold_recover(&public, &ps[..1], 1).unwrap_err().name(), "too_few");
/// ```
pub fn threshold_recover(
    public: &PublicPolynomial,
    partials: &[PartialSignature],
    threads: u32,
) -> Result<Signature> {
    let variant = Variant::of_dealing(public);
    if partials.len() > sys::ECB_BLS_MAX_PARTIALS {
        partial_count(partials.len())?;
    }
    for p in partials {
        same_group("partials", variant, p.variant)?;
    }
    check_threads(threads, 0)?;
    let all = concat(partials.iter().map(PartialSignature::as_slice));
    let mut sig = Signature::zero(variant);
    // SAFETY: all holds the k partials of the variant; 96 writable bytes hold the signature.
    check(unsafe {
        sys::ecb_bls_threshold_recover(
            variant.raw(),
            public.raw(),
            sig.bytes.as_mut_ptr(),
            all.as_ptr(),
            all.len(),
            partials.len(),
            threads,
        )
    })?;
    Ok(sig)
}

/// 1..=ECB_BLS_MAX_PARTIALS partial signatures.
fn partial_count(n: usize) -> Result<()> {
    let max = sys::ECB_BLS_MAX_PARTIALS;
    if n == 0 {
        return Err(Error::argument(
            sys::ECB_ERR_INVALID_ARGUMENT,
            "partials",
            "empty: at least one is needed",
        ));
    }
    if n > max {
        return Err(Error::range(
            sys::ECB_ERR_SIZE_OVERFLOW,
            "partials",
            n as u64,
            1,
            max as u64,
        ));
    }
    Ok(())
}

fn same_group(argument: &'static str, dealing: Variant, got: Variant) -> Result<()> {
    if dealing == got {
        Ok(())
    } else {
        Err(Error::argument(
            sys::ECB_ERR_INVALID_ARGUMENT,
            argument,
            "of another variant than the dealing",
        ))
    }
}

/// Why one partial of a failed batch is invalid (its own verification's status).
fn partial_status(public: &PublicPolynomial, msg: &[u8], partial: &PartialSignature) -> i32 {
    match threshold_verify(public, msg, partial) {
        Ok(()) => sys::ECB_ERR_VERIFY_FAILED,
        Err(e) => e.code(),
    }
}
