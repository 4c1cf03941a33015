#!/usr/bin/env python3
"""Generates src/group/bls12/bls12_381_iso11.c and src/group/bls12/bls12_381_iso3.c: the constants of the
RFC 9380 hash-to-curve suites BLS12381G1_XMD:SHA-256_SSWU_RO_ and BLS12381G2_XMD:SHA-256_SSWU_RO_
(section 8.8.1 / 8.8.2: the isogenous curves E1', E2' and Z; appendix E.2 / E.3: the 11- and
3-isogeny maps) in the 6x64 Montgomery form of src/field/fp381 (R = 2^384), each next to its
RFC value. Before writing, it checks every isogeny numerically: random points of E' must map
onto E (y^2 = x^3 + 4, resp. y^2 = x^3 + 4(1 + u)).

usage: scripts/gen-bls12-381-iso.py [OUTDIR]   (default src/group), then clang-format -i."""
import os
import random
import sys

p = 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab
R = 1 << 384

# ---- RFC 9380 section 8.8.1 and appendix E.2 (G1) ------------------------------------------
G1_A = 0x144698a3b8e9433d693a02c96d4982b0ea985383ee66a8d8e8981aefd881ac98936f8da0e0f97f5cf428082d584c1d
G1_B = 0x12e2908d11688030018b12e8753eee3b2016c1f0f24f4070a0b9c14fcef35ef55a23215a316ceaa5d1cc48e98e172be0
G1_Z = 11
G1_XNUM = [
    0x11a05f2b1e833340b809101dd99815856b303e88a2d7005ff2627b56cdb4e2c85610c2d5f2e62d6eaeac1662734649b7,
    0x17294ed3e943ab2f0588bab22147a81c7c17e75b2f6a8417f565e33c70d1e86b4838f2a6f318c356e834eef1b3cb83bb,
    0xd54005db97678ec1d1048c5d10a9a1bce032473295983e56878e501ec68e25c958c3e3d2a09729fe0179f9dac9edcb0,
    0x1778e7166fcc6db74e0609d307e55412d7f5e4656a8dbf25f1b33289f1b330835336e25ce3107193c5b388641d9b6861,
    0xe99726a3199f4436642b4b3e4118e5499db995a1257fb3f086eeb65982fac18985a286f301e77c451154ce9ac8895d9,
    0x1630c3250d7313ff01d1201bf7a74ab5db3cb17dd952799b9ed3ab9097e68f90a0870d2dcae73d19cd13c1c66f652983,
    0xd6ed6553fe44d296a3726c38ae652bfb11586264f0f8ce19008e218f9c86b2a8da25128c1052ecaddd7f225a139ed84,
    0x17b81e7701abdbe2e8743884d1117e53356de5ab275b4db1a682c62ef0f2753339b7c8f8c8f475af9ccb5618e3f0c88e,
    0x80d3cf1f9a78fc47b90b33563be990dc43b756ce79f5574a2c596c928c5d1de4fa295f296b74e956d71986a8497e317,
    0x169b1f8e1bcfa7c42e0c37515d138f22dd2ecb803a0c5c99676314baf4bb1b7fa3190b2edc0327797f241067be390c9e,
    0x10321da079ce07e272d8ec09d2565b0dfa7dccdde6787f96d50af36003b14866f69b771f8c285decca67df3f1605fb7b,
    0x6e08c248e260e70bd1e962381edee3d31d79d7e22c837bc23c0bf1bc24c6b68c24b1b80b64d391fa9c8ba2e8ba2d229,
]
G1_XDEN = [  # monic: x'^10 + ...
    0x8ca8d548cff19ae18b2e62f4bd3fa6f01d5ef4ba35b48ba9c9588617fc8ac62b558d681be343df8993cf9fa40d21b1c,
    0x12561a5deb559c4348b4711298e536367041e8ca0cf0800c0126c2588c48bf5713daa8846cb026e9e5c8276ec82b3bff,
    0xb2962fe57a3225e8137e629bff2991f6f89416f5a718cd1fca64e00b11aceacd6a3d0967c94fedcfcc239ba5cb83e19,
    0x3425581a58ae2fec83aafef7c40eb545b08243f16b1655154cca8abc28d6fd04976d5243eecf5c4130de8938dc62cd8,
    0x13a8e162022914a80a6f1d5f43e7a07dffdfc759a12062bb8d6b44e833b306da9bd29ba81f35781d539d395b3532a21e,
    0xe7355f8e4e667b955390f7f0506c6e9395735e9ce9cad4d0a43bcef24b8982f7400d24bc4228f11c02df9a29f6304a5,
    0x772caacf16936190f3e0c63e0596721570f5799af53a1894e2e073062aede9cea73b3538f0de06cec2574496ee84a3a,
    0x14a7ac2a9d64a8b230b3f5b074cf01996e7f63c21bca68a81996e1cdf9822c580fa5b9489d11e2d311f7d99bbdcc5a5e,
    0xa10ecf6ada54f825e920b3dafc7a3cce07f8d1d7161366b74100da67f39883503826692abba43704776ec3a79a1d641,
    0x95fc13ab9e92ad4476d6e3eb3a56680f682b4ee96f7d03776df533978f31c1593174e4b4b7865002d6384d168ecdd0a,
]
G1_YNUM = [
    0x90d97c81ba24ee0259d1f094980dcfa11ad138e48a869522b52af6c956543d3cd0c7aee9b3ba3c2be9845719707bb33,
    0x134996a104ee5811d51036d776fb46831223e96c254f383d0f906343eb67ad34d6c56711962fa8bfe097e75a2e41c696,
    0xcc786baa966e66f4a384c86a3b49942552e2d658a31ce2c344be4b91400da7d26d521628b00523b8dfe240c72de1f6,
    0x1f86376e8981c217898751ad8746757d42aa7b90eeb791c09e4a3ec03251cf9de405aba9ec61deca6355c77b0e5f4cb,
    0x8cc03fdefe0ff135caf4fe2a21529c4195536fbe3ce50b879833fd221351adc2ee7f8dc099040a841b6daecf2e8fedb,
    0x16603fca40634b6a2211e11db8f0a6a074a7d0d4afadb7bd76505c3d3ad5544e203f6326c95a807299b23ab13633a5f0,
    0x4ab0b9bcfac1bbcb2c977d027796b3ce75bb8ca2be184cb5231413c4d634f3747a87ac2460f415ec961f8855fe9d6f2,
    0x987c8d5333ab86fde9926bd2ca6c674170a05bfe3bdd81ffd038da6c26c842642f64550fedfe935a15e4ca31870fb29,
    0x9fc4018bd96684be88c9e221e4da1bb8f3abd16679dc26c1e8b6e6a1f20cabe69d65201c78607a360370e577bdba587,
    0xe1bba7a1186bdb5223abde7ada14a23c42a0ca7915af6fe06985e7ed1e4d43b9b3f7055dd4eba6f2bafaaebca731c30,
    0x19713e47937cd1be0dfd0b8f1d43fb93cd2fcbcb6caf493fd1183e416389e61031bf3a5cce3fbafce813711ad011c132,
    0x18b46a908f36f6deb918c143fed2edcc523559b8aaf0c2462e6bfe7f911f643249d9cdf41b44d606ce07c8a4d0074d8e,
    0xb182cac101b9399d155096004f53f447aa7b12a3426b08ec02710e807b4633f06c851c1919211f20d4c04f00b971ef8,
    0x245a394ad1eca9b72fc00ae7be315dc757b3b080d4c158013e6632d3c40659cc6cf90ad1c232a6442d9d3f5db980133,
    0x5c129645e44cf1102a159f748c4a3fc5e673d81d7e86568d9ab0f5d396a7ce46ba1049b6579afb7866b1e715475224b,
    0x15e6be4e990f03ce4ea50b3b42df2eb5cb181d8f84965a3957add4fa95af01b2b665027efec01c7704b456be69c8b604,
]
G1_YDEN = [  # monic: x'^15 + ...
    0x16112c4c3a9c98b252181140fad0eae9601a6de578980be6eec3232b5be72e7a07f3688ef60c206d01479253b03663c1,
    0x1962d75c2381201e1a0cbd6c43c348b885c84ff731c4d59ca4a10356f453e01f78a4260763529e3532f6102c2e49a03d,
    0x58df3306640da276faaae7d6e8eb15778c4855551ae7f310c35a5dd279cd2eca6757cd636f96f891e2538b53dbf67f2,
    0x16b7d288798e5395f20d23bf89edb4d1d115c5dbddbcd30e123da489e726af41727364f2c28297ada8d26d98445f5416,
    0xbe0e079545f43e4b00cc912f8228ddcc6d19c9f0f69bbb0542eda0fc9dec916a20b15dc0fd2ededda39142311a5001d,
    0x8d9e5297186db2d9fb266eaac783182b70152c65550d881c5ecd87b6f0f5a6449f38db9dfa9cce202c6477faaf9b7ac,
    0x166007c08a99db2fc3ba8734ace9824b5eecfdfa8d0cf8ef5dd365bc400a0051d5fa9c01a58b1fb93d1a1399126a775c,
    0x16a3ef08be3ea7ea03bcddfabba6ff6ee5a4375efa1f4fd7feb34fd206357132b920f5b00801dee460ee415a15812ed9,
    0x1866c8ed336c61231a1be54fd1d74cc4f9fb0ce4c6af5920abc5750c4bf39b4852cfe2f7bb9248836b233d9d55535d4a,
    0x167a55cda70a6e1cea820597d94a84903216f763e13d87bb5308592e7ea7d4fbc7385ea3d529b35e346ef48bb8913f55,
    0x4d2f259eea405bd48f010a01ad2911d9c6dd039bb61a6290e591b36e636a5c871a5c29f4f83060400f8b49cba8f6aa8,
    0xaccbb67481d033ff5852c1e48c50c477f94ff8aefce42d28c0f9a88cea7913516f968986f7ebbea9684b529e2561092,
    0xad6b9514c767fe3c3613144b45f1496543346d98adf02267d5ceef9a00d9b8693000763e3b90ac11e99b138573345cc,
    0x2660400eb2e4f3b628bdd0d53cd76f2bf565b94e72927c1cb748df27942480e420517bd8714cc80d1fadc1326ed06f7,
    0xe0fa1d816ddc03e6b24255e0d7819c171c40f65e273b853324efcd6356caa205ca2f570f13497804415473a1d634b8f,
]

# ---- RFC 9380 section 8.8.2 and appendix E.3 (G2); Fp2 elements as (c0, c1) ----------------
G2_A = (0, 240)
G2_B = (1012, 1012)
G2_Z = (p - 2, p - 1)
_k1 = 0x5c759507e8e333ebb5b7a9a47d7ed8532c52d39fd3a042a88b58423c50ae15d5c2638e343d9c71c6238aaaaaaaa97d6
_k3 = 0x1530477c7ab4113b59a4c18b076d11930f7da5d4a07f649bf54439d87d27e500fc8c25ebf8c92f6812cfc71c71c6d706
_y4 = 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffa8fb
G2_XNUM = [
    (_k1, _k1),
    (0, 0x11560bf17baa99bc32126fced787c88f984f87adf7ae0c7f9a208c6b4f20a4181472aaa9cb8d555526a9ffffffffc71a),
    (0x11560bf17baa99bc32126fced787c88f984f87adf7ae0c7f9a208c6b4f20a4181472aaa9cb8d555526a9ffffffffc71e,
     0x8ab05f8bdd54cde190937e76bc3e447cc27c3d6fbd7063fcd104635a790520c0a395554e5c6aaaa9354ffffffffe38d),
    (0x171d6541fa38ccfaed6dea691f5fb614cb14b4e7f4e810aa22d6108f142b85757098e38d0f671c7188e2aaaaaaaa5ed1, 0),
]
G2_XDEN = [  # monic: x'^2 + ...
    (0, 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaa63),
    (0xc, 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaa9f),
]
G2_YNUM = [
    (_k3, _k3),
    (0, 0x5c759507e8e333ebb5b7a9a47d7ed8532c52d39fd3a042a88b58423c50ae15d5c2638e343d9c71c6238aaaaaaaa97be),
    (0x11560bf17baa99bc32126fced787c88f984f87adf7ae0c7f9a208c6b4f20a4181472aaa9cb8d555526a9ffffffffc71c,
     0x8ab05f8bdd54cde190937e76bc3e447cc27c3d6fbd7063fcd104635a790520c0a395554e5c6aaaa9354ffffffffe38f),
    (0x124c9ad43b6cf79bfbf7043de3811ad0761b0f37a1e26286b0e977c69aa274524e79097a56dc4bd9e1b371c71c718b10, 0),
]
G2_YDEN = [  # monic: x'^3 + ...
    (_y4, _y4),
    (0, 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffa9d3),
    (0x12, 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaa99),
]


# ---- field helpers -------------------------------------------------------------------------
def f2mul(a, b):
    return ((a[0] * b[0] - a[1] * b[1]) % p, (a[0] * b[1] + a[1] * b[0]) % p)


def f2add(a, b):
    return ((a[0] + b[0]) % p, (a[1] + b[1]) % p)


def f2pow(a, e):
    r = (1, 0)
    for bit in bin(e)[2:]:
        r = f2mul(r, r)
        if bit == "1":
            r = f2mul(r, a)
    return r


def fp_sqrt(a):
    s = pow(a, (p + 1) // 4, p)
    return s if s * s % p == a % p else None


def f2_sqrt(a):
    """Square root in Fp2 by the norm method, or None."""
    n = (a[0] * a[0] + a[1] * a[1]) % p
    s = fp_sqrt(n)
    if s is None:
        return None
    for t in ((a[0] + s) * pow(2, p - 2, p) % p, (a[0] - s) * pow(2, p - 2, p) % p):
        x0 = fp_sqrt(t)
        if x0 is not None and x0 != 0:
            x1 = a[1] * pow(2 * x0, p - 2, p) % p
            if f2mul((x0, x1), (x0, x1)) == (a[0] % p, a[1] % p):
                return (x0, x1)
    if a[1] % p == 0:  # a in Fp, not a square there: sqrt(-a) u
        x1 = fp_sqrt(-a[0] % p)
        if x1 is not None:
            return (0, x1)
    return None


def poly(c, x, mul, add, one, monic):
    coeffs = list(c) + ([one] if monic else [])
    r = coeffs[-1]
    for k in reversed(coeffs[:-1]):
        r = add(mul(r, x), k)
    return r


def check_isogenies():
    rnd = random.Random(9380)
    m1 = lambda a, b: a * b % p
    a1 = lambda a, b: (a + b) % p
    done = 0
    while done < 64:  # G1: E1' -> E: y^2 = x^3 + 4
        x = rnd.randrange(p)
        y = fp_sqrt((x ** 3 + G1_A * x + G1_B) % p)
        if y is None:
            continue
        xd = poly(G1_XDEN, x, m1, a1, 1, True)
        yd = poly(G1_YDEN, x, m1, a1, 1, True)
        X = poly(G1_XNUM, x, m1, a1, 1, False) * pow(xd, p - 2, p) % p
        Y = y * poly(G1_YNUM, x, m1, a1, 1, False) * pow(yd, p - 2, p) % p
        assert (Y * Y - X ** 3 - 4) % p == 0, "11-isogeny constants do not map E1' onto E"
        done += 1
    done = 0
    b2 = (4, 4)
    while done < 64:  # G2: E2' -> E: y^2 = x^3 + 4(1 + u)
        x = (rnd.randrange(p), rnd.randrange(p))
        g = f2add(f2add(f2pow(x, 3), f2mul(G2_A, x)), G2_B)
        y = f2_sqrt(g)
        if y is None:
            continue
        xd = poly(G2_XDEN, x, f2mul, f2add, (1, 0), True)
        yd = poly(G2_YDEN, x, f2mul, f2add, (1, 0), True)
        X = f2mul(poly(G2_XNUM, x, f2mul, f2add, (1, 0), False), f2pow(xd, p * p - 2))
        Y = f2mul(y, f2mul(poly(G2_YNUM, x, f2mul, f2add, (1, 0), False), f2pow(yd, p * p - 2)))
        lhs = f2mul(Y, Y)
        rhs = f2add(f2pow(X, 3), b2)
        assert lhs == rhs, "3-isogeny constants do not map E2' onto E"
        done += 1


# ---- C output ------------------------------------------------------------------------------
def limbs(v):
    return [(v >> (64 * i)) & (2 ** 64 - 1) for i in range(6)]


def fp_c(v):
    m = v * R % p
    return "{{" + ", ".join("0x%016xULL" % l for l in limbs(m)) + "}}"


def fp2_c(v):
    return "{" + fp_c(v[0]) + ", " + fp_c(v[1]) + "}"


def fp_comment(v):
    return "0x%x" % v


def fp2_comment(v):
    return "0x%x + 0x%x u" % v


def table(name, ctype, vals, conv, comment, first):
    out = ["const %s %s[%d] = {" % (ctype, name, len(vals))]
    for i, v in enumerate(vals):
        out.append("    /* k_(%d,%d) = %s */" % (first, i, comment(v)))
        out.append("    %s," % conv(v))
    out.append("};")
    return "\n".join(out)


HEAD = """/* Generated by scripts/gen-bls12-381-iso.py from RFC 9380 %s; do not edit.
 * Values are in the 6x64 Montgomery form of fp381 (x R mod p, R = 2^384); the comment above
 * each one is the RFC's value. The script checks that the isogeny maps random points of E'
 * onto E before writing this file, and tests/test_group_bls12_381_h2c.c checks it again in C. */
#include "group/bls12/bls12_381_iso.h"
"""


def gen_g1():
    sqrt_mz = fp_sqrt(-G1_Z % p)
    assert sqrt_mz is not None
    parts = [(HEAD % "§8.8.1 and appendix E.2").rstrip()]
    parts.append("/* E1': y'^2 = x'^3 + A' x' + B' */")
    parts.append("/* A' = %s */\nconst fp381 bls12_381_iso11_a = %s;" % (fp_comment(G1_A), fp_c(G1_A)))
    parts.append("/* B' = %s */\nconst fp381 bls12_381_iso11_b = %s;" % (fp_comment(G1_B), fp_c(G1_B)))
    parts.append("/* Z = 11 */\nconst fp381 bls12_381_iso11_z = %s;" % fp_c(G1_Z))
    parts.append("/* sqrt(-Z) = %s (the constant c2 of RFC 9380 appendix F.2.1.2) */\n"
                 "const fp381 bls12_381_iso11_sqrt_minus_z = %s;" % (fp_comment(sqrt_mz), fp_c(sqrt_mz)))
    parts.append("/* (p - 3) / 4, little-endian limbs: the exponent c1 of appendix F.2.1.2 */\n"
                 "const uint64_t bls12_381_p_minus_3_div_4[6] = {" +
                 ", ".join("0x%016xULL" % l for l in limbs((p - 3) // 4)) + "};")
    parts.append("/* x_num, k_(1,0..11) */\n" + table("bls12_381_iso11_xnum", "fp381", G1_XNUM, fp_c, fp_comment, 1))
    parts.append("/* x_den, k_(2,0..9) (the leading coefficient of x'^10 is 1) */\n" + table("bls12_381_iso11_xden", "fp381", G1_XDEN, fp_c, fp_comment, 2))
    parts.append("/* y_num, k_(3,0..15) */\n" + table("bls12_381_iso11_ynum", "fp381", G1_YNUM, fp_c, fp_comment, 3))
    parts.append("/* y_den, k_(4,0..14) (the leading coefficient of x'^15 is 1) */\n" + table("bls12_381_iso11_yden", "fp381", G1_YDEN, fp_c, fp_comment, 4))
    return "\n\n".join(parts) + "\n"


def gen_g2():
    # sqrt(-N(Z)) with N(Z) = 4 + 1 = 5: see sqrt_ratio in bls12_381_h2c_g2.c
    nz = (G2_Z[0] ** 2 + G2_Z[1] ** 2) % p
    assert nz == 5 and fp_sqrt(5) is None and fp_sqrt(p - 1) is None
    sqrt_mnz = fp_sqrt(-nz % p)
    assert sqrt_mnz is not None
    parts = [(HEAD % "§8.8.2 and appendix E.3").rstrip()]
    parts.append("/* E2': y'^2 = x'^3 + A' x' + B' with A' = 240 u, B' = 1012 (1 + u), Z = -(2 + u) */")
    parts.append("/* 240 */\nconst fp381 bls12_381_iso3_240 = %s;" % fp_c(240))
    parts.append("/* 1012 */\nconst fp381 bls12_381_iso3_1012 = %s;" % fp_c(1012))
    parts.append("/* sqrt(-N(Z)) = sqrt(-5) = %s in Fp */\nconst fp381 bls12_381_iso3_sqrt_minus_norm_z = %s;"
                 % (fp_comment(sqrt_mnz), fp_c(sqrt_mnz)))
    parts.append("/* x_num, k_(1,0..3) */\n" + table("bls12_381_iso3_xnum", "fp2_381", G2_XNUM, fp2_c, fp2_comment, 1))
    parts.append("/* x_den, k_(2,0..1) (the leading coefficient of x'^2 is 1) */\n" + table("bls12_381_iso3_xden", "fp2_381", G2_XDEN, fp2_c, fp2_comment, 2))
    parts.append("/* y_num, k_(3,0..3) */\n" + table("bls12_381_iso3_ynum", "fp2_381", G2_YNUM, fp2_c, fp2_comment, 3))
    parts.append("/* y_den, k_(4,0..2) (the leading coefficient of x'^3 is 1) */\n" + table("bls12_381_iso3_yden", "fp2_381", G2_YDEN, fp2_c, fp2_comment, 4))
    return "\n\n".join(parts) + "\n"


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else "src/group"
    check_isogenies()
    with open(os.path.join(outdir, "bls12_381_iso11.c"), "w") as f:
        f.write(gen_g1())
    with open(os.path.join(outdir, "bls12_381_iso3.c"), "w") as f:
        f.write(gen_g2())


if __name__ == "__main__":
    main()
