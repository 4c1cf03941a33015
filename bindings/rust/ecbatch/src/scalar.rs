//! The operations bls12_381::Scalar and ristretto255::Scalar share, over their C functions.

/// Implements a curve's `Scalar` (a one-field tuple struct over the C scalar type, declared by
/// the module with its own documentation): `from_u64`, `from_bytes`, `from_bytes_wide`,
/// `to_bytes`, `invert`, `is_zero`, constant-time equality, `Debug` without the value, wiping
/// on drop and `&a + &b`, `&a - &b`, `&a * &b`, `-&a`. The doc strings and examples are built
/// from the module name, the byte order, the name of the order and the index of the least
/// significant byte.
macro_rules! prime_scalar {
    (
        raw: $raw:ident, module: $module:literal, endian: $endian:literal, order: $order:literal,
        low_byte: $low:literal,
        from_u64: $from_u64:ident, decode: $decode:ident, reduce64: $reduce64:ident,
        encode: $encode:ident, invert: $invert:ident, is_zero: $is_zero:ident, equal: $equal:ident,
        add: $add:ident, sub: $sub:ident, mul: $mul:ident, neg: $neg:ident $(,)?
    ) => {
        impl Scalar {
            /// The scalar v.
            ///
            #[doc = concat!("```\nassert_eq!(ecbatch::", $module, "::Scalar::from_u64(1).to_bytes()[", $low, "], 1);\n```")]
            pub fn from_u64(v: u64) -> Scalar {
                let mut s = ::ecbatch_sys::$raw::default();
                // SAFETY: a valid output.
                unsafe { ::ecbatch_sys::$from_u64(&mut s, v) };
                Scalar(s)
            }

            #[doc = concat!("Decodes 32 ", $endian, "-endian bytes; `scalar_out_of_range` when the value is >= ", $order, ".")]
            ///
            #[doc = concat!("```\nuse ecbatch::", $module, "::Scalar;\nassert!(Scalar::from_bytes(&[0; 32]).unwrap().is_zero());\nassert_eq!(Scalar::from_bytes(&[0xff; 32]).unwrap_err().name(), \"scalar_out_of_range\");\n```")]
            pub fn from_bytes(bytes: &[u8; 32]) -> $crate::Result<Scalar> {
                let mut s = ::ecbatch_sys::$raw::default();
                // SAFETY: 32 readable bytes, a valid output.
                $crate::error::check(unsafe { ::ecbatch_sys::$decode(&mut s, bytes.as_ptr()) })?;
                Ok(Scalar(s))
            }

            #[doc = concat!("64 ", $endian, "-endian bytes reduced mod ", $order, " (hashing to a scalar).")]
            ///
            #[doc = concat!("```\nassert!(!ecbatch::", $module, "::Scalar::from_bytes_wide(&[0xff; 64]).is_zero());\n```")]
            pub fn from_bytes_wide(bytes: &[u8; 64]) -> Scalar {
                let mut s = ::ecbatch_sys::$raw::default();
                // SAFETY: 64 readable bytes, a valid output.
                unsafe { ::ecbatch_sys::$reduce64(&mut s, bytes.as_ptr()) };
                Scalar(s)
            }

            #[doc = concat!("The canonical 32-byte ", $endian, "-endian encoding.")]
            ///
            #[doc = concat!("```\nassert_eq!(ecbatch::", $module, "::Scalar::from_u64(0).to_bytes(), [0; 32]);\n```")]
            pub fn to_bytes(&self) -> [u8; 32] {
                let mut out = [0u8; 32];
                // SAFETY: 32 writable bytes, a valid scalar.
                unsafe { ::ecbatch_sys::$encode(out.as_mut_ptr(), &self.0) };
                out
            }

            #[doc = concat!("The inverse mod ", $order, " (constant time); `zero` for 0.")]
            ///
            #[doc = concat!("```\nuse ecbatch::", $module, "::Scalar;\nlet a = Scalar::from_u64(5);\nassert_eq!(&a * &a.invert().unwrap(), Scalar::from_u64(1));\nassert_eq!(Scalar::from_u64(0).invert().unwrap_err().name(), \"zero\");\n```")]
            pub fn invert(&self) -> $crate::Result<Scalar> {
                let mut s = ::ecbatch_sys::$raw::default();
                // SAFETY: valid input and output.
                $crate::error::check(unsafe { ::ecbatch_sys::$invert(&mut s, &self.0) })?;
                Ok(Scalar(s))
            }

            /// True when the scalar is 0 (constant time).
            ///
            #[doc = concat!("```\nassert!(ecbatch::", $module, "::Scalar::from_u64(0).is_zero());\n```")]
            pub fn is_zero(&self) -> bool {
                // SAFETY: a valid scalar.
                unsafe { ::ecbatch_sys::$is_zero(&self.0) != 0 }
            }
        }

        impl PartialEq for Scalar {
            fn eq(&self, other: &Scalar) -> bool {
                // SAFETY: valid scalars (constant-time comparison).
                unsafe { ::ecbatch_sys::$equal(&self.0, &other.0) != 0 }
            }
        }
        impl Eq for Scalar {}

        impl std::fmt::Debug for Scalar {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(concat!($module, "::Scalar(..)"))
            }
        }

        impl Drop for Scalar {
            fn drop(&mut self) {
                $crate::error::wipe_words(&mut self.0.v);
            }
        }

        prime_scalar!(@op Add, add, $raw, $add);
        prime_scalar!(@op Sub, sub, $raw, $sub);
        prime_scalar!(@op Mul, mul, $raw, $mul);

        impl std::ops::Neg for &Scalar {
            type Output = Scalar;
            fn neg(self) -> Scalar {
                let mut s = ::ecbatch_sys::$raw::default();
                // SAFETY: valid input and output.
                unsafe { ::ecbatch_sys::$neg(&mut s, &self.0) };
                Scalar(s)
            }
        }
    };
    (@op $trait:ident, $method:ident, $raw:ident, $fn:ident) => {
        impl<'a, 'b> std::ops::$trait<&'b Scalar> for &'a Scalar {
            type Output = Scalar;
            fn $method(self, rhs: &'b Scalar) -> Scalar {
                let mut s = ::ecbatch_sys::$raw::default();
                // SAFETY: valid inputs and output.
                unsafe { ::ecbatch_sys::$fn(&mut s, &self.0, &rhs.0) };
                Scalar(s)
            }
        }
    };
}

/// The little-endian scalar encodings of the BLS12 groups (blst's and arkworks' byte order).
macro_rules! scalar_le {
    (raw: $raw:ident, module: $module:literal, decode_le: $decode:ident, encode_le: $encode:ident,
     reduce64_le: $reduce:ident $(,)?) => {
        impl Scalar {
            /// Decodes 32 little-endian bytes; `scalar_out_of_range` when >= r.
            ///
            #[doc = concat!("```\nuse ecbatch::", $module, "::Scalar;\nlet a = Scalar::from_u64(258);\nlet le = a.to_bytes_le();\nassert_eq!(&le[..2], &[2, 1]);\nassert_eq!(Scalar::from_bytes_le(&le).unwrap().to_bytes(), a.to_bytes());\nassert!(Scalar::from_bytes_le(&[0xff; 32]).is_err());\n```")]
            pub fn from_bytes_le(bytes: &[u8; 32]) -> $crate::Result<Scalar> {
                let mut s = ::ecbatch_sys::$raw::default();
                // SAFETY: 32 readable bytes, a valid output.
                $crate::error::check(unsafe { ::ecbatch_sys::$decode(&mut s, bytes.as_ptr()) })?;
                Ok(Scalar(s))
            }

            /// The canonical 32 little-endian bytes.
            pub fn to_bytes_le(&self) -> [u8; 32] {
                let mut out = [0u8; 32];
                // SAFETY: 32 writable bytes, a valid scalar.
                unsafe { ::ecbatch_sys::$encode(out.as_mut_ptr(), &self.0) };
                out
            }

            /// 64 little-endian bytes, any value, reduced mod r (a wide hash output to a
            /// uniform scalar).
            ///
            #[doc = concat!("```\nuse ecbatch::", $module, "::Scalar;\nlet mut w = [0u8; 64];\nw[0] = 7;\nassert_eq!(Scalar::from_bytes_wide_le(&w).to_bytes(), Scalar::from_u64(7).to_bytes());\n```")]
            pub fn from_bytes_wide_le(bytes: &[u8; 64]) -> Scalar {
                let mut s = ::ecbatch_sys::$raw::default();
                // SAFETY: 64 readable bytes, a valid output.
                unsafe { ::ecbatch_sys::$reduce(&mut s, bytes.as_ptr()) };
                Scalar(s)
            }
        }
    };
}

/// `random()` and `From<u8 | u16 | u32 | u64>` for a curve's `Scalar` (which has `from_u64`
/// and `from_bytes_wide`).
macro_rules! scalar_random_from {
    (module: $module:literal) => {
        impl Scalar {
            /// A uniformly random scalar from the operating system's random source: 64 bytes
            /// reduced mod the group order (bias below 2^-250), the bytes wiped after use;
            /// `randomness` (kind `System`) when the source cannot be read.
            ///
            #[doc = concat!("```\nuse ecbatch::", $module, "::Scalar;\nlet (a, b) = (Scalar::random().unwrap(), Scalar::random().unwrap());\nassert_ne!(a.to_bytes(), b.to_bytes());\nassert_ne!(a.to_bytes(), [0; 32]);\n```")]
            pub fn random() -> $crate::Result<Scalar> {
                let mut wide = [0u8; 64];
                $crate::os_random::fill(&mut wide)?;
                let s = Scalar::from_bytes_wide(&wide);
                $crate::error::wipe_bytes(&mut wide);
                Ok(s)
            }
        }

        scalar_random_from!(@from $module, u64);
        scalar_random_from!(@from $module, u32);
        scalar_random_from!(@from $module, u16);
        scalar_random_from!(@from $module, u8);
    };
    (@from $module:literal, $int:ty) => {
        impl From<$int> for Scalar {
            #[doc = concat!("The scalar v (`Scalar::from_u64`).\n\n```\nuse ecbatch::", $module, "::Scalar;\nassert_eq!(Scalar::from(7", stringify!($int), ").to_bytes(), Scalar::from_u64(7).to_bytes());\n```")]
            fn from(v: $int) -> Scalar {
                Scalar::from_u64(u64::from(v))
            }
        }
    };
}
