/* Hashing to BLS12-381 G1 and G2 (RFC 9380):
 *  - expand_message_xmd(SHA-256) against the RFC 9380 K.1 vectors (DST of 38 bytes and the
 *    256-byte "long DST" that takes the §5.3.3 oversize rule), lengths 0x20 and 0x80, and its
 *    errors (empty DST, ell > 255, NULL pointers);
 *  - the suites BLS12381G1_XMD:SHA-256_SSWU_RO_ / BLS12381G2_..._RO_ step by step against
 *    appendix J.9.1 / J.10.1 (u[0], u[1] from hash_to_field, Q0, Q1 from map_to_curve, P), and
 *    the _NU_ suites against J.9.2 / J.10.2 (P);
 *  - the isogeny constants: random points of E1', E2' and the SSWU outputs (including the
 *    exceptional inputs u with Z^2 u^4 + Z u^2 = 0) lie on E', and the isogeny maps them onto E;
 *  - clear_cofactor against the plain multiplication by h_eff (the G2 psi method against the
 *    636-bit scalar), outputs in the prime-order subgroup while map_to_curve outputs are not;
 *  - the public API (same points, errors, identity on error) and the constant-time
 *    multiplication by a 64-bit constant against its variable-time twin. */
#include "testlib.h"

#include "ecbatch/bls12_381.h"
#include "group/bls12/bls12_381_h2c.h"
#include "group/bls12/bls12_381_iso.h"
#include "hash/expand_xmd.h"

/* ---- helpers ------------------------------------------------------------------------------ */

static char q128[5 + 128 + 1], a512[5 + 512 + 1];

static void build_messages(void) {
    memcpy(q128, "q128_", 5);
    memset(q128 + 5, 'q', 128);
    memcpy(a512, "a512_", 5);
    memset(a512 + 5, 'a', 512);
}

/* The five messages of RFC 9380 appendices J and K.1. */
static const char *rfc_msg(int i) {
    static const char *fixed[3] = {"", "abc", "abcdef0123456789"};
    return i < 3 ? fixed[i] : (i == 3 ? q128 : a512);
}

static int fp_is_hex(const fp381 *a, const char *hex) {
    uint8_t want[48], got[48];
    if (tl_hex_to_bytes(want, 48, hex) != 0) return 0;
    fp381_encode(got, a);
    return memcmp(want, got, 48) == 0;
}

static int fp2_is_hex(const fp2_381 *a, const char *c0, const char *c1) {
    return fp_is_hex(&a->c0, c0) & fp_is_hex(&a->c1, c1);
}

static void rand_fp(fp381 *r) {
    uint8_t b[48];
    do {
        tl_random(b, 48);
        b[0] &= 0x1f;
    } while (fp381_decode(r, b) != ECB_OK);
}

static void rand_fp2(fp2_381 *r) {
    rand_fp(&r->c0);
    rand_fp(&r->c1);
}

/* ---- expand_message_xmd (RFC 9380 K.1) ---------------------------------------------------- */

/* clang-format off */
static const char *xmd_short[5][2] = {
    {"68a985b87eb6b46952128911f2a4412bbc302a9d759667f87f7a21d803f07235",
     "af84c27ccfd45d41914fdff5df25293e221afc53d8ad2ac06d5e3e29485dadbee0d121587713a3e0dd4d5e69e93eb7cd"
     "4f5df4cd103e188cf60cb02edc3edf18eda8576c412b18ffb658e3dd6ec849469b979d444cf7b26911a08e63cf31f9dc"
     "c541708d3491184472c2c29bb749d4286b004ceb5ee6b9a7fa5b646c993f0ced"},
    {"d8ccab23b5985ccea865c6c97b6e5b8350e794e603b4b97902f53a8a0d605615",
     "abba86a6129e366fc877aab32fc4ffc70120d8996c88aee2fe4b32d6c7b6437a647e6c3163d40b76a73cf6a5674ef1d8"
     "90f95b664ee0afa5359a5c4e07985635bbecbac65d747d3d2da7ec2b8221b17b0ca9dc8a1ac1c07ea6a1e60583e2cb00"
     "058e77b7b72a298425cd1b941ad4ec65e8afc50303a22c0f99b0509b4c895f40"},
    {"eff31487c770a893cfb36f912fbfcbff40d5661771ca4b2cb4eafe524333f5c1",
     "ef904a29bffc4cf9ee82832451c946ac3c8f8058ae97d8d629831a74c6572bd9ebd0df635cd1f208e2038e760c499498"
     "4ce73f0d55ea9f22af83ba4734569d4bc95e18350f740c07eef653cbb9f87910d833751825f0ebefa1abe5420bb52be1"
     "4cf489b37fe1a72f7de2d10be453b2c9d9eb20c7e3f6edc5a60629178d9478df"},
    {"b23a1d2b4d97b2ef7785562a7e8bac7eed54ed6e97e29aa51bfe3f12ddad1ff9",
     "80be107d0884f0d881bb460322f0443d38bd222db8bd0b0a5312a6fedb49c1bbd88fd75d8b9a09486c60123dfa1d73c1"
     "cc3169761b17476d3c6b7cbbd727acd0e2c942f4dd96ae3da5de368d26b32286e32de7e5a8cb2949f866a0b80c58116b"
     "29fa7fabb3ea7d520ee603e0c25bcaf0b9a5e92ec6a1fe4e0391d1cdbce8c68a"},
    {"4623227bcc01293b8c130bf771da8c298dede7383243dc0993d2d94823958c4c",
     "546aff5444b5b79aa6148bd81728704c32decb73a3ba76e9e75885cad9def1d06d6792f8a7d12794e90efed817d96920"
     "d728896a4510864370c207f99bd4a608ea121700ef01ed879745ee3e4ceef777eda6d9e5e38b90c86ea6fb0b36504ba4"
     "a45d22e86f6db5dd43d98a294bebb9125d5b794e9d2a81181066eb954966a487"},
};
static const char *xmd_long[5][2] = {
    {"e8dc0c8b686b7ef2074086fbdd2f30e3f8bfbd3bdf177f73f04b97ce618a3ed3",
     "14604d85432c68b757e485c8894db3117992fc57e0e136f71ad987f789a0abc287c47876978e2388a02af86b1e8d1342"
     "e5ce4f7aaa07a87321e691f6fba7e0072eecc1218aebb89fb14a0662322d5edbd873f0eb35260145cd4e64f748c5dfe6"
     "0567e126604bcab1a3ee2dc0778102ae8a5cfd1429ebc0fa6bf1a53c36f55dfc"},
    {"52dbf4f36cf560fca57dedec2ad924ee9c266341d8f3d6afe5171733b16bbb12",
     "1a30a5e36fbdb87077552b9d18b9f0aee16e80181d5b951d0471d55b66684914aef87dbb3626eaabf5ded8cd0686567e"
     "503853e5c84c259ba0efc37f71c839da2129fe81afdaec7fbdc0ccd4c794727a17c0d20ff0ea55e1389d6982d1241cb8"
     "d165762dbc39fb0cee4474d2cbbd468a835ae5b2f20e4f959f56ab24cd6fe267"},
    {"35387dcf22618f3728e6c686490f8b431f76550b0b2c61cbc1ce7001536f4521",
     "d2ecef3635d2397f34a9f86438d772db19ffe9924e28a1caf6f1c8f15603d4028f40891044e5c7e39ebb9b31339979ff"
     "33a4249206f67d4a1e7c765410bcd249ad78d407e303675918f20f26ce6d7027ed3774512ef5b00d816e51bfcc96c353"
     "9601fa48ef1c07e494bdc37054ba96ecb9dbd666417e3de289d4f424f502a982"},
    {"01b637612bb18e840028be900a833a74414140dde0c4754c198532c3a0ba42bc",
     "ed6e8c036df90111410431431a232d41a32c86e296c05d426e5f44e75b9a50d335b2412bc6c91e0a6dc131de09c43110"
     "d9180d0a70f0d6289cb4e43b05f7ee5e9b3f42a1fad0f31bac6a625b3b5c50e3a83316783b649e5ecc9d3b1d9471cb50"
     "24b7ccf40d41d1751a04ca0356548bc6e703fca02ab521b505e8e45600508d32"},
    {"20cce7033cabc5460743180be6fa8aac5a103f56d481cf369a8accc0c374431b",
     "78b53f2413f3c688f07732c10e5ced29a17c6a16f717179ffbe38d92d6c9ec296502eb9889af83a1928cd162e845b0d3"
     "c5424e83280fed3d10cffb2f8431f14e7a23f4c68819d40617589e4c41169d0b56e0e3535be1fd71fbb08bb70c5b5ffe"
     "d953d6c14bf7618b35fc1f4c4b30538236b4b08c9fbf90462447a8ada60be495"},
};
/* clang-format on */

static void test_expand_xmd(void) {
    static const char dst[] = "QUUX-V01-CS02-with-expander-SHA256-128";
    char long_dst[48 + 208];
    uint8_t out[ECB_XMD_SHA256_MAX_BYTES + 1], want[128];
    memcpy(long_dst, "QUUX-V01-CS02-with-expander-SHA256-128-long-DST-", 48);
    memset(long_dst + 48, '1', 208);
    for (int i = 0; i < 5; i++) {
        const char *msg = rfc_msg(i);
        for (int l = 0; l < 2; l++) {
            size_t len = l ? 0x80 : 0x20;
            CHECK(ecb_expand_message_xmd_sha256(out, len, (const uint8_t *)msg, strlen(msg),
                                                (const uint8_t *)dst, strlen(dst)) == ECB_OK);
            CHECK(tl_hex_to_bytes(want, len, xmd_short[i][l]) == 0);
            CHECK_MEM(out, want, len);
            CHECK(ecb_expand_message_xmd_sha256(out, len, (const uint8_t *)msg, strlen(msg),
                                                (const uint8_t *)long_dst,
                                                sizeof long_dst) == ECB_OK);
            CHECK(tl_hex_to_bytes(want, len, xmd_long[i][l]) == 0);
            CHECK_MEM(out, want, len);
        }
    }
    /* limits and errors */
    const uint8_t *m = (const uint8_t *)"abc", *d = (const uint8_t *)dst;
    CHECK(ecb_expand_message_xmd_sha256(out, ECB_XMD_SHA256_MAX_BYTES, m, 3, d, 5) == ECB_OK);
    CHECK(ecb_expand_message_xmd_sha256(out, ECB_XMD_SHA256_MAX_BYTES + 1, m, 3, d, 5) ==
          ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_expand_message_xmd_sha256(out, 65535, m, 3, d, 5) == ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_expand_message_xmd_sha256(out, 65536, m, 3, d, 5) == ECB_ERR_SIZE_OVERFLOW);
    CHECK(ecb_expand_message_xmd_sha256(out, 32, m, 3, d, 0) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_expand_message_xmd_sha256(out, 32, m, 3, NULL, 5) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_expand_message_xmd_sha256(out, 32, NULL, 3, d, 5) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_expand_message_xmd_sha256(NULL, 32, m, 3, d, 5) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_expand_message_xmd_sha256(out, 32, NULL, 0, d, 5) == ECB_OK);
    CHECK(ecb_expand_message_xmd_sha256(NULL, 0, m, 3, d, 5) == ECB_OK);
    /* DSTs of 255 and 256 bytes: the first is used as is, the second hashed (§5.3.3); a
     * 256-byte DST equals the 32-byte tag H("H2C-OVERSIZE-DST-" || DST) */
    uint8_t big[256], h[32], a[64], b[64];
    crypto_hash_sha256_state st;
    memset(big, 'D', sizeof big);
    crypto_hash_sha256_init(&st);
    crypto_hash_sha256_update(&st, (const uint8_t *)"H2C-OVERSIZE-DST-", 17);
    crypto_hash_sha256_update(&st, big, 256);
    crypto_hash_sha256_final(&st, h);
    CHECK(ecb_expand_message_xmd_sha256(a, 64, m, 3, big, 256) == ECB_OK);
    CHECK(ecb_expand_message_xmd_sha256(b, 64, m, 3, h, 32) == ECB_OK);
    CHECK_MEM(a, b, 64);
    CHECK(ecb_expand_message_xmd_sha256(a, 64, m, 3, big, 255) == ECB_OK);
    CHECK(memcmp(a, b, 64) != 0);
}

/* ---- hash_to_field = expand_message_xmd, then each 64-byte chunk mod p
 * ------------------------------------------------------------ */

/* OS2IP(in) mod p by Horner's rule over the bytes, independent of the two-halves method. */
static void fp_from_bytes_horner(fp381 *r, const uint8_t *in, size_t len) {
    fp381 b256, t;
    fp381_from_u64(&b256, 256);
    fp381_zero(r);
    for (size_t i = 0; i < len; i++) {
        fp381_mul(r, r, &b256);
        fp381_from_u64(&t, in[i]);
        fp381_add(r, r, &t);
    }
}

static void test_hash_to_field(void) {
    uint8_t in[128];
    fp381 a, b, u[2];
    /* hash_to_field = expand_message_xmd, then the reduction of each 64-byte chunk */
    const uint8_t *dst = (const uint8_t *)"h2f-test";
    CHECK(bls12_381_hash_to_fp(u, 2, (const uint8_t *)"xyz", 3, dst, 8) == ECB_OK);
    CHECK(ecb_expand_message_xmd_sha256(in, 128, (const uint8_t *)"xyz", 3, dst, 8) == ECB_OK);
    fp_from_bytes_horner(&a, in, 64);
    fp_from_bytes_horner(&b, in + 64, 64);
    CHECK(fp381_equal(&u[0], &a) & fp381_equal(&u[1], &b));
    /* Fp2: c0 from the first chunk, c1 from the second */
    fp2_381 v;
    CHECK(bls12_381_hash_to_fp2(&v, 1, (const uint8_t *)"xyz", 3, dst, 8) == ECB_OK);
    CHECK(fp381_equal(&v.c0, &a) & fp381_equal(&v.c1, &b));
}

/* ---- RFC 9380 J.9.1: BLS12381G1_XMD:SHA-256_SSWU_RO_ --------------------------------------- */

static const char *g1_dst = "QUUX-V01-CS02-with-BLS12381G1_XMD:SHA-256_SSWU_RO_";

/* clang-format off */
/* u0, u1, Q0.x, Q0.y, Q1.x, Q1.y, P.x, P.y */
static const char *g1_ro[5][8] = {
    {"0ba14bd907ad64a016293ee7c2d276b8eae71f25a4b941eece7b0d89f17f75cb3ae5438a614fb61d6835ad59f29c564f",
     "019b9bd7979f12657976de2884c7cce192b82c177c80e0ec604436a7f538d231552f0d96d9f7babe5fa3b19b3ff25ac9",
     "11a3cce7e1d90975990066b2f2643b9540fa40d6137780df4e753a8054d07580db3b7f1f03396333d4a359d1fe3766fe",
     "0eeaf6d794e479e270da10fdaf768db4c96b650a74518fc67b04b03927754bac66f3ac720404f339ecdcc028afa091b7",
     "160003aaf1632b13396dbad518effa00fff532f604de1a7fc2082ff4cb0afa2d63b2c32da1bef2bf6c5ca62dc6b72f9c",
     "0d8bb2d14e20cf9f6036152ed386d79189415b6d015a20133acb4e019139b94e9c146aaad5817f866c95d609a361735e",
     "052926add2207b76ca4fa57a8734416c8dc95e24501772c814278700eed6d1e4e8cf62d9c09db0fac349612b759e79a1",
     "08ba738453bfed09cb546dbb0783dbb3a5f1f566ed67bb6be0e8c67e2e81a4cc68ee29813bb7994998f3eae0c9c6a265"},
    {"0d921c33f2bad966478a03ca35d05719bdf92d347557ea166e5bba579eea9b83e9afa5c088573c2281410369fbd32951",
     "003574a00b109ada2f26a37a91f9d1e740dffd8d69ec0c35e1e9f4652c7dba61123e9dd2e76c655d956e2b3462611139",
     "125435adce8e1cbd1c803e7123f45392dc6e326d292499c2c45c5865985fd74fe8f042ecdeeec5ecac80680d04317d80",
     "0e8828948c989126595ee30e4f7c931cbd6f4570735624fd25aef2fa41d3f79cfb4b4ee7b7e55a8ce013af2a5ba20bf2",
     "11def93719829ecda3b46aa8c31fc3ac9c34b428982b898369608e4f042babee6c77ab9218aad5c87ba785481eff8ae4",
     "0007c9cef122ccf2efd233d6eb9bfc680aa276652b0661f4f820a653cec1db7ff69899f8e52b8e92b025a12c822a6ce6",
     "03567bc5ef9c690c2ab2ecdf6a96ef1c139cc0b2f284dca0a9a7943388a49a3aee664ba5379a7655d3c68900be2f6903",
     "0b9c15f3fe6e5cf4211f346271d7b01c8f3b28be689c8429c85b67af215533311f0b8dfaaa154fa6b88176c229f2885d"},
    {"062d1865eb80ebfa73dcfc45db1ad4266b9f3a93219976a3790ab8d52d3e5f1e62f3b01795e36834b17b70e7b76246d4",
     "0cdc3e2f271f29c4ff75020857ce6c5d36008c9b48385ea2f2bf6f96f428a3deb798aa033cd482d1cdc8b30178b08e3a",
     "08834484878c217682f6d09a4b51444802fdba3d7f2df9903a0ddadb92130ebbfa807fffa0eabf257d7b48272410afff",
     "0b318f7ecf77f45a0f038e62d7098221d2dbbca2a394164e2e3fe953dc714ac2cde412d8f2d7f0c03b259e6795a2508e",
     "158418ed6b27e2549f05531a8281b5822b31c3bf3144277fbb977f8d6e2694fedceb7011b3c2b192f23e2a44b2bd106e",
     "1879074f344471fac5f839e2b4920789643c075792bec5af4282c73f7941cda5aa77b00085eb10e206171b9787c4169f",
     "11e0b079dea29a68f0383ee94fed1b940995272407e3bb916bbf268c263ddd57a6a27200a784cbc248e84f357ce82d98",
     "03a87ae2caf14e8ee52e51fa2ed8eefe80f02457004ba4d486d6aa1f517c0889501dc7413753f9599b099ebcbbd2d709"},
    {"010476f6a060453c0b1ad0b628f3e57c23039ee16eea5e71bb87c3b5419b1255dc0e5883322e563b84a29543823c0e86",
     "0b1a912064fb0554b180e07af7e787f1f883a0470759c03c1b6509eb8ce980d1670305ae7b928226bb58fdc0a419f46e",
     "0cbd7f84ad2c99643fea7a7ac8f52d63d66cefa06d9a56148e58b984b3dd25e1f41ff47154543343949c64f88d48a710",
     "052c00e4ed52d000d94881a5638ae9274d3efc8bc77bc0e5c650de04a000b2c334a9e80b85282a00f3148dfdface0865",
     "06493fb68f0d513af08be0372f849436a787e7b701ae31cb964d968021d6ba6bd7d26a38aaa5a68e8c21a6b17dc8b579",
     "02e98f2ccf5802b05ffaac7c20018bc0c0b2fd580216c4aa2275d2909dc0c92d0d0bdc979226adeb57a29933536b6bb4",
     "15f68eaa693b95ccb85215dc65fa81038d69629f70aeee0d0f677cf22285e7bf58d7cb86eefe8f2e9bc3f8cb84fac488",
     "1807a1d50c29f430b8cafc4f8638dfeeadf51211e1602a5f184443076715f91bb90a48ba1e370edce6ae1062f5e6dd38"},
    {"0a8ffa7447f6be1c5a2ea4b959c9454b431e29ccc0802bc052413a9c5b4f9aac67a93431bd480d15be1e057c8a08e8c6",
     "05d487032f602c90fa7625dbafe0f4a49ef4a6b0b33d7bb349ff4cf5410d297fd6241876e3e77b651cfc8191e40a68b7",
     "0cf97e6dbd0947857f3e578231d07b309c622ade08f2c08b32ff372bd90db19467b2563cc997d4407968d4ac80e154f8",
     "127f0cddf2613058101a5701f4cb9d0861fd6c2a1b8e0afe194fccf586a3201a53874a2761a9ab6d7220c68661a35ab3",
     "092f1acfa62b05f95884c6791fba989bbe58044ee6355d100973bf9553ade52b47929264e6ae770fb264582d8dce512a",
     "028e6d0169a72cfedb737be45db6c401d3adfb12c58c619c82b93a5dfcccef12290de530b0480575ddc8397cda0bbebf",
     "082aabae8b7dedb0e78aeb619ad3bfd9277a2f77ba7fad20ef6aabdc6c31d19ba5a6d12283553294c1825c4b3ca2dcfe",
     "05b84ae5a942248eea39e1d91030458c40153f3b654ab7872d779ad1e942856a20c438e8d99bc8abfbf74729ce1f7ac8"},
};
/* J.9.2: BLS12381G1_XMD:SHA-256_SSWU_NU_, P.x and P.y */
static const char *g1_nu[5][2] = {
    {"184bb665c37ff561a89ec2122dd343f20e0f4cbcaec84e3c3052ea81d1834e192c426074b02ed3dca4e7676ce4ce48ba",
     "04407b8d35af4dacc809927071fc0405218f1401a6d15af775810e4e460064bcc9468beeba82fdc751be70476c888bf3"},
    {"009769f3ab59bfd551d53a5f846b9984c59b97d6842b20a2c565baa167945e3d026a3755b6345df8ec7e6acb6868ae6d",
     "1532c00cf61aa3d0ce3e5aa20c3b531a2abd2c770a790a2613818303c6b830ffc0ecf6c357af3317b9575c567f11cd2c"},
    {"1974dbb8e6b5d20b84df7e625e2fbfecb2cdb5f77d5eae5fb2955e5ce7313cae8364bc2fff520a6c25619739c6bdcb6a",
     "15f9897e11c6441eaa676de141c8d83c37aab8667173cbe1dfd6de74d11861b961dccebcd9d289ac633455dfcc7013a3"},
    {"0a7a047c4a8397b3446450642c2ac64d7239b61872c9ae7a59707a8f4f950f101e766afe58223b3bff3a19a7f754027c",
     "1383aebba1e4327ccff7cf9912bda0dbc77de048b71ef8c8a81111d71dc33c5e3aa6edee9cf6f5fe525d50cc50b77cc9"},
    {"0e7a16a975904f131682edbb03d9560d3e48214c9986bd50417a77108d13dc957500edf96462a3d01e62dc6cd468ef11",
     "0ae89e677711d05c30a48d6d75e76ca9fb70fe06c6dd6ff988683d89ccde29ac7d46c53bb97a59b1901abf1db66052db"},
};
/* clang-format on */

static void test_g1_rfc(void) {
    static const char *nu_dst = "QUUX-V01-CS02-with-BLS12381G1_XMD:SHA-256_SSWU_NU_";
    for (int i = 0; i < 5; i++) {
        const uint8_t *msg = (const uint8_t *)rfc_msg(i);
        size_t len = strlen(rfc_msg(i));
        fp381 u[2];
        g1_381_jac q, p;
        g1_381_aff a;
        CHECK(bls12_381_hash_to_fp(u, 2, msg, len, (const uint8_t *)g1_dst, strlen(g1_dst)) ==
              ECB_OK);
        CHECK(fp_is_hex(&u[0], g1_ro[i][0]));
        CHECK(fp_is_hex(&u[1], g1_ro[i][1]));
        for (int j = 0; j < 2; j++) {
            g1_381_map_to_curve(&q, &u[j]);
            g1_381_jac_to_aff(&a, &q);
            CHECK(fp_is_hex(&a.x, g1_ro[i][2 + 2 * j]));
            CHECK(fp_is_hex(&a.y, g1_ro[i][3 + 2 * j]));
        }
        CHECK(g1_381_hash_to_curve(&p, msg, len, (const uint8_t *)g1_dst, strlen(g1_dst)) ==
              ECB_OK);
        g1_381_jac_to_aff(&a, &p);
        CHECK(fp_is_hex(&a.x, g1_ro[i][6]));
        CHECK(fp_is_hex(&a.y, g1_ro[i][7]));
        CHECK(g1_381_encode_to_curve(&p, msg, len, (const uint8_t *)nu_dst, strlen(nu_dst)) ==
              ECB_OK);
        g1_381_jac_to_aff(&a, &p);
        CHECK(fp_is_hex(&a.x, g1_nu[i][0]));
        CHECK(fp_is_hex(&a.y, g1_nu[i][1]));
    }
}

/* ---- RFC 9380 J.10.1: BLS12381G2_XMD:SHA-256_SSWU_RO_ -------------------------------------- */

static const char *g2_dst = "QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_";

/* clang-format off */
/* Pairs c0, c1 of: u0, u1, Q0.x, Q0.y, Q1.x, Q1.y, P.x, P.y */
static const char *g2_ro[5][16] = {
    {"03dbc2cce174e91ba93cbb08f26b917f98194a2ea08d1cce75b2b9cc9f21689d80bd79b594a613d0a68eb807dfdc1cf8",
     "05a2acec64114845711a54199ea339abd125ba38253b70a92c876df10598bd1986b739cad67961eb94f7076511b3b39a",
     "02f99798e8a5acdeed60d7e18e9120521ba1f47ec090984662846bc825de191b5b7641148c0dbc237726a334473eee94",
     "145a81e418d4010cc027a68f14391b30074e89e60ee7a22f87217b2f6eb0c4b94c9115b436e6fa4607e95a98de30a435",
     "019ad3fc9c72425a998d7ab1ea0e646a1f6093444fc6965f1cad5a3195a7b1e099c050d57f45e3fa191cc6d75ed7458c",
     "171c88b0b0efb5eb2b88913a9e74fe111a4f68867b59db252ce5868af4d1254bfab77ebde5d61cd1a86fb2fe4a5a1c1d",
     "0ba10604e62bdd9eeeb4156652066167b72c8d743b050fb4c1016c31b505129374f76e03fa127d6a156213576910fef3",
     "0eb22c7a543d3d376e9716a49b72e79a89c9bfe9feee8533ed931cbb5373dde1fbcd7411d8052e02693654f71e15410a",
     "113d2b9cd4bd98aee53470b27abc658d91b47a78a51584f3d4b950677cfb8a3e99c24222c406128c91296ef6b45608be",
     "13855912321c5cb793e9d1e88f6f8d342d49c0b0dbac613ee9e17e3c0b3c97dfbb5a49cc3fb45102fdbaf65e0efe2632",
     "0fd3def0b7574a1d801be44fde617162aa2e89da47f464317d9bb5abc3a7071763ce74180883ad7ad9a723a9afafcdca",
     "056f617902b3c0d0f78a9a8cbda43a26b65f602f8786540b9469b060db7b38417915b413ca65f875c130bebfaa59790c",
     "0141ebfbdca40eb85b87142e130ab689c673cf60f1a3e98d69335266f30d9b8d4ac44c1038e9dcdd5393faf5c41fb78a",
     "05cb8437535e20ecffaef7752baddf98034139c38452458baeefab379ba13dff5bf5dd71b72418717047f5b0f37da03d",
     "0503921d7f6a12805e72940b963c0cf3471c7b2a524950ca195d11062ee75ec076daf2d4bc358c4b190c0c98064fdd92",
     "12424ac32561493f3fe3c260708a12b7c620e7be00099a974e259ddc7d1f6395c3c811cdd19f1e8dbf3e9ecfdcbab8d6"},
    {"15f7c0aa8f6b296ab5ff9c2c7581ade64f4ee6f1bf18f55179ff44a2cf355fa53dd2a2158c5ecb17d7c52f63e7195771",
     "01c8067bf4c0ba709aa8b9abc3d1cef589a4758e09ef53732d670fd8739a7274e111ba2fcaa71b3d33df2a3a0c8529dd",
     "187111d5e088b6b9acfdfad078c4dacf72dcd17ca17c82be35e79f8c372a693f60a033b461d81b025864a0ad051a06e4",
     "08b852331c96ed983e497ebc6dee9b75e373d923b729194af8e72a051ea586f3538a6ebb1e80881a082fa2b24df9f566",
     "12b2e525281b5f4d2276954e84ac4f42cf4e13b6ac4228624e17760faf94ce5706d53f0ca1952f1c5ef75239aeed55ad",
     "05d8a724db78e570e34100c0bc4a5fa84ad5839359b40398151f37cff5a51de945c563463c9efbdda569850ee5a53e77",
     "02eacdc556d0bdb5d18d22f23dcb086dd106cad713777c7e6407943edbe0b3d1efe391eedf11e977fac55f9b94f2489c",
     "04bbe48bfd5814648d0b9e30f0717b34015d45a861425fabc1ee06fdfce36384ae2c808185e693ae97dcde118f34de41",
     "19f18cc5ec0c2f055e47c802acc3b0e40c337256a208001dde14b25afced146f37ea3d3ce16834c78175b3ed61f3c537",
     "15b0dadc256a258b4c68ea43605dffa6d312eef215c19e6474b3e101d33b661dfee43b51abbf96fee68fc6043ac56a58",
     "05e47c1781286e61c7ade887512bd9c2cb9f640d3be9cf87ea0bad24bd0ebfe946497b48a581ab6c7d4ca74b5147287f",
     "19f98db2f4a1fcdf56a9ced7b320ea9deecf57c8e59236b0dc21f6ee7229aa9705ce9ac7fe7a31c72edca0d92370c096",
     "02c2d18e033b960562aae3cab37a27ce00d80ccd5ba4b7fe0e7a210245129dbec7780ccc7954725f4168aff2787776e6",
     "139cddbccdc5e91b9623efd38c49f81a6f83f175e80b06fc374de9eb4b41dfe4ca3a230ed250fbe3a2acf73a41177fd8",
     "1787327b68159716a37440985269cf584bcb1e621d3a7202be6ea05c4cfe244aeb197642555a0645fb87bf7466b2ba48",
     "00aa65dae3c8d732d10ecd2c50f8a1baf3001578f71c694e03866e9f3d49ac1e1ce70dd94a733534f106d4cec0eddd16"},
    {"0313d9325081b415bfd4e5364efaef392ecf69b087496973b229303e1816d2080971470f7da112c4eb43053130b785e1",
     "062f84cb21ed89406890c051a0e8b9cf6c575cf6e8e18ecf63ba86826b0ae02548d83b483b79e48512b82a6c0686df8f",
     "1739123845406baa7be5c5dc74492051b6d42504de008c635f3535bb831d478a341420e67dcc7b46b2e8cba5379cca97",
     "01897665d9cb5db16a27657760bbea7951f67ad68f8d55f7113f24ba6ddd82caef240a9bfa627972279974894701d975",
     "0f48f1ea1318ddb713697708f7327781fb39718971d72a9245b9731faaca4dbaa7cca433d6c434a820c28b18e20ea208",
     "06051467c8f85da5ba2540974758f7a1e0239a5981de441fdd87680a995649c211054869c50edbac1f3a86c561ba3162",
     "168b3d6df80069dbbedb714d41b32961ad064c227355e1ce5fac8e105de5e49d77f0c64867f3834848f152497eb76333",
     "134e0e8331cee8cb12f9c2d0742714ed9eee78a84d634c9a95f6a7391b37125ed48bfc6e90bf3546e99930ff67cc97bc",
     "004fd03968cd1c99a0dd84551f44c206c84dcbdb78076c5bfee24e89a92c8508b52b88b68a92258403cbe1ea2da3495f",
     "1674338ea298281b636b2eb0fe593008d03171195fd6dcd4531e8a1ed1f02a72da238a17a635de307d7d24aa2d969a47",
     "0dc7fa13fff6b12558419e0a1e94bfc3cfaf67238009991c5f24ee94b632c3d09e27eca329989aee348a67b50d5e236c",
     "169585e164c131103d85324f2d7747b23b91d66ae5d947c449c8194a347969fc6bbd967729768da485ba71868df8aed2",
     "121982811d2491fde9ba7ed31ef9ca474f0e1501297f68c298e9f4c0028add35aea8bb83d53c08cfc007c1e005723cd0",
     "190d119345b94fbd15497bcba94ecf7db2cbfd1e1fe7da034d26cbba169fb3968288b3fafb265f9ebd380512a71c3f2c",
     "05571a0f8d3c08d094576981f4a3b8eda0a8e771fcdcc8ecceaf1356a6acf17574518acb506e435b639353c2e14827c8",
     "0bb5e7572275c567462d91807de765611490205a941a5a6af3b1691bfe596c31225d3aabdf15faff860cb4ef17c7c3be"},
    {"025820cefc7d06fd38de7d8e370e0da8a52498be9b53cba9927b2ef5c6de1e12e12f188bbc7bc923864883c57e49e253",
     "034147b77ce337a52e5948f66db0bab47a8d038e712123bb381899b6ab5ad20f02805601e6104c29df18c254b8618c7b",
     "0930315cae1f9a6017c3f0c8f2314baa130e1cf13f6532bff0a8a1790cd70af918088c3db94bda214e896e1543629795",
     "10c4df2cacf67ea3cb3108b00d4cbd0b3968031ebc8eac4b1ebcefe84d6b715fde66bef0219951ece29d1facc8a520ef",
     "09eccbc53df677f0e5814e3f86e41e146422834854a224bf5a83a50e4cc0a77bfc56718e8166ad180f53526ea9194b57",
     "0c3633943f91daee715277bd644fba585168a72f96ded64fc5a384cce4ec884a4c3c30f08e09cd2129335dc8f67840ec",
     "0eb6186a0457d5b12d132902d4468bfeb7315d83320b6c32f1c875f344efcba979952b4aa418589cb01af712f98cc555",
     "119e3cf167e69eb16c1c7830e8df88856d48be12e3ff0a40791a5cd2f7221311d4bf13b1847f371f467357b3f3c0b4c7",
     "0eb3aabc1ddfce17ff18455fcc7167d15ce6b60ddc9eb9b59f8d40ab49420d35558686293d046fc1e42f864b7f60e381",
     "198bdfb19d7441ebcca61e8ff774b29d17da16547d2c10c273227a635cacea3f16826322ae85717630f0867539b5ed8b",
     "0aaf1dee3adf3ed4c80e481c09b57ea4c705e1b8d25b897f0ceeec3990748716575f92abff22a1c8f4582aff7b872d52",
     "0d058d9061ed27d4259848a06c96c5ca68921a5d269b078650c882cb3c2bd424a8702b7a6ee4e0ead9982baf6843e924",
     "19a84dd7248a1066f737cc34502ee5555bd3c19f2ecdb3c7d9e24dc65d4e25e50d83f0f77105e955d78f4762d33c17da",
     "0934aba516a52d8ae479939a91998299c76d39cc0c035cd18813bec433f587e2d7a4fef038260eef0cef4d02aae3eb91",
     "14f81cd421617428bc3b9fe25afbb751d934a00493524bc4e065635b0555084dd54679df1536101b2c979c0152d09192",
     "09bcccfa036b4847c9950780733633f13619994394c23ff0b32fa6b795844f4a0673e20282d07bc69641cee04f5e5662"},
    {"190b513da3e66fc9a3587b78c76d1d132b1152174d0b83e3c1114066392579a45824c5fa17649ab89299ddd4bda54935",
     "12ab625b0fe0ebd1367fe9fac57bb1168891846039b4216b9d94007b674de2d79126870e88aeef54b2ec717a887dcf39",
     "0e6a42010cf435fb5bacc156a585e1ea3294cc81d0ceb81924d95040298380b164f702275892cedd81b62de3aba3f6b5",
     "117d9a0defc57a33ed208428cb84e54c85a6840e7648480ae428838989d25d97a0af8e3255be62b25c2a85630d2dddd8",
     "17cadf8d04a1a170f8347d42856526a24cc466cb2ddfd506cff01191666b7f944e31244d662c904de5440516a2b09004",
     "0d13ba91f2a8b0051cf3279ea0ee63a9f19bc9cb8bfcc7d78b3cbd8cc4fc43ba726774b28038213acf2b0095391c523e",
     "17ef19497d6d9246fa94d35575c0f8d06ee02f21a284dbeaa78768cb1e25abd564e3381de87bda26acd04f41181610c5",
     "12c3c913ba4ed03c24f0721a81a6be7430f2971ffca8fd1729aafe496bb725807531b44b34b59b3ae5495e5a2dcbd5c8",
     "16ec57b7fe04c71dfe34fb5ad84dbce5a2dbbd6ee085f1d8cd17f45e8868976fc3c51ad9eeda682c7869024d24579bfd",
     "13103f7aace1ae1420d208a537f7d3a9679c287208026e4e3439ab8cd534c12856284d95e27f5e1f33eec2ce656533b0",
     "0958b2c4c2c10fcef5a6c59b9e92c4a67b0fae3e2e0f1b6b5edad9c940b8f3524ba9ebbc3f2ceb3cfe377655b3163bd7",
     "0ccb594ed8bd14ca64ed9cb4e0aba221be540f25dd0d6ba15a4a4be5d67bcf35df7853b2d8dad3ba245f1ea3697f66aa",
     "01a6ba2f9a11fa5598b2d8ace0fbe0a0eacb65deceb476fbbcb64fd24557c2f4b18ecfc5663e54ae16a84f5ab7f62534",
     "11fca2ff525572795a801eed17eb12785887c7b63fb77a42be46ce4a34131d71f7a73e95fee3f812aea3de78b4d01569",
     "0b6798718c8aed24bc19cb27f866f1c9effcdbf92397ad6448b5c9db90d2b9da6cbabf48adc1adf59a1a28344e79d57e",
     "03a47f8e6d1763ba0cad63d6114c0accbef65707825a511b251a660a9b3994249ae4e63fac38b23da0c398689ee2ab52"},
};
/* J.10.2: BLS12381G2_XMD:SHA-256_SSWU_NU_, P.x (c0, c1) and P.y (c0, c1) */
static const char *g2_nu[5][4] = {
    {"00e7f4568a82b4b7dc1f14c6aaa055edf51502319c723c4dc2688c7fe5944c213f510328082396515734b6612c4e7bb7",
     "126b855e9e69b1f691f816e48ac6977664d24d99f8724868a184186469ddfd4617367e94527d4b74fc86413483afb35b",
     "0caead0fd7b6176c01436833c79d305c78be307da5f6af6c133c47311def6ff1e0babf57a0fb5539fce7ee12407b0a42",
     "1498aadcf7ae2b345243e281ae076df6de84455d766ab6fcdaad71fab60abb2e8b980a440043cd305db09d283c895e3d"},
    {"108ed59fd9fae381abfd1d6bce2fd2fa220990f0f837fa30e0f27914ed6e1454db0d1ee957b219f61da6ff8be0d6441f",
     "0296238ea82c6d4adb3c838ee3cb2346049c90b96d602d7bb1b469b905c9228be25c627bffee872def773d5b2a2eb57d",
     "033f90f6057aadacae7963b0a0b379dd46750c1c94a6357c99b65f63b79e321ff50fe3053330911c56b6ceea08fee656",
     "153606c417e59fb331b7ae6bce4fbf7c5190c33ce9402b5ebe2b70e44fca614f3f1382a3625ed5493843d0b0a652fc3f"},
    {"038af300ef34c7759a6caaa4e69363cafeed218a1f207e93b2c70d91a1263d375d6730bd6b6509dcac3ba5b567e85bf3",
     "0da75be60fb6aa0e9e3143e40c42796edf15685cafe0279afd2a67c3dff1c82341f17effd402e4f1af240ea90f4b659b",
     "19b148cbdf163cf0894f29660d2e7bfb2b68e37d54cc83fd4e6e62c020eaa48709302ef8e746736c0e19342cc1ce3df4",
     "0492f4fed741b073e5a82580f7c663f9b79e036b70ab3e51162359cec4e77c78086fe879b65ca7a47d34374c8315ac5e"},
    {"0c5ae723be00e6c3f0efe184fdc0702b64588fe77dda152ab13099a3bacd3876767fa7bbad6d6fd90b3642e902b208f9",
     "12c8c05c1d5fc7bfa847f4d7d81e294e66b9a78bc9953990c358945e1f042eedafce608b67fdd3ab0cb2e6e263b9b1ad",
     "04e77ddb3ede41b5ec4396b7421dd916efc68a358a0d7425bddd253547f2fb4830522358491827265dfc5bcc1928a569",
     "11c624c56dbe154d759d021eec60fab3d8b852395a89de497e48504366feedd4662d023af447d66926a28076813dd646"},
    {"0ea4e7c33d43e17cc516a72f76437c4bf81d8f4eac69ac355d3bf9b71b8138d55dc10fd458be115afa798b55dac34be1",
     "1565c2f625032d232f13121d3cfb476f45275c303a037faa255f9da62000c2c864ea881e2bcddd111edc4a3c0da3e88d",
     "043b6f5fe4e52c839148dc66f2b3751e69a0f6ebb3d056d6465d50d4108543ecd956e10fa1640dfd9bc0030cc2558d28",
     "0f8991d2a1ad662e7b6f58ab787947f1fa607fce12dde171bc17903b012091b657e15333e11701edcf5b63ba2a561247"},
};
/* clang-format on */

static void test_g2_rfc(void) {
    static const char *nu_dst = "QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_NU_";
    for (int i = 0; i < 5; i++) {
        const uint8_t *msg = (const uint8_t *)rfc_msg(i);
        size_t len = strlen(rfc_msg(i));
        const char **v = g2_ro[i];
        fp2_381 u[2];
        g2_381_jac q, p;
        g2_381_aff a;
        CHECK(bls12_381_hash_to_fp2(u, 2, msg, len, (const uint8_t *)g2_dst, strlen(g2_dst)) ==
              ECB_OK);
        CHECK(fp2_is_hex(&u[0], v[0], v[1]));
        CHECK(fp2_is_hex(&u[1], v[2], v[3]));
        for (int j = 0; j < 2; j++) {
            g2_381_map_to_curve(&q, &u[j]);
            g2_381_jac_to_aff(&a, &q);
            CHECK(fp2_is_hex(&a.x, v[4 + 4 * j], v[5 + 4 * j]));
            CHECK(fp2_is_hex(&a.y, v[6 + 4 * j], v[7 + 4 * j]));
        }
        CHECK(g2_381_hash_to_curve(&p, msg, len, (const uint8_t *)g2_dst, strlen(g2_dst)) ==
              ECB_OK);
        g2_381_jac_to_aff(&a, &p);
        CHECK(fp2_is_hex(&a.x, v[12], v[13]));
        CHECK(fp2_is_hex(&a.y, v[14], v[15]));
        CHECK(g2_381_encode_to_curve(&p, msg, len, (const uint8_t *)nu_dst, strlen(nu_dst)) ==
              ECB_OK);
        g2_381_jac_to_aff(&a, &p);
        CHECK(fp2_is_hex(&a.x, g2_nu[i][0], g2_nu[i][1]));
        CHECK(fp2_is_hex(&a.y, g2_nu[i][2], g2_nu[i][3]));
    }
}

/* ---- the isogenous curves and the isogeny maps -------------------------------------------- */

/* y^2 xd^3 = xn^3 + A' xn xd^2 + B' xd^3: (xn / xd, y) on E1' */
static int g1_on_iso_curve(const fp381 *xn, const fp381 *xd, const fp381 *y) {
    fp381 lhs, rhs, xd2, xd3, t;
    fp381_sqr(&xd2, xd);
    fp381_mul(&xd3, &xd2, xd);
    fp381_sqr(&lhs, y);
    fp381_mul(&lhs, &lhs, &xd3);
    fp381_sqr(&rhs, xn);
    fp381_mul(&rhs, &rhs, xn);
    fp381_mul(&t, &bls12_381_iso11_a, xn);
    fp381_mul(&t, &t, &xd2);
    fp381_add(&rhs, &rhs, &t);
    fp381_mul(&t, &bls12_381_iso11_b, &xd3);
    fp381_add(&rhs, &rhs, &t);
    return fp381_equal(&lhs, &rhs);
}

static int g2_on_iso_curve(const fp2_381 *xn, const fp2_381 *xd, const fp2_381 *y) {
    fp2_381 lhs, rhs, xd2, xd3, t, a, b;
    fp2_381_zero(&a);
    a.c1 = bls12_381_iso3_240;
    b.c0 = bls12_381_iso3_1012;
    b.c1 = bls12_381_iso3_1012;
    fp2_381_sqr(&xd2, xd);
    fp2_381_mul(&xd3, &xd2, xd);
    fp2_381_sqr(&lhs, y);
    fp2_381_mul(&lhs, &lhs, &xd3);
    fp2_381_sqr(&rhs, xn);
    fp2_381_mul(&rhs, &rhs, xn);
    fp2_381_mul(&t, &a, xn);
    fp2_381_mul(&t, &t, &xd2);
    fp2_381_add(&rhs, &rhs, &t);
    fp2_381_mul(&t, &b, &xd3);
    fp2_381_add(&rhs, &rhs, &t);
    return fp2_381_equal(&lhs, &rhs);
}

static void test_isogenies(void) {
    fp381 one1, x, y, g, t;
    fp2_381 one2, x2, y2, g2, t2, a2, b2;
    g1_381_jac p1;
    g2_381_jac p2;
    int found1 = 0, found2 = 0;
    fp381_one(&one1);
    fp2_381_one(&one2);
    fp2_381_zero(&a2);
    a2.c1 = bls12_381_iso3_240;
    b2.c0 = bls12_381_iso3_1012;
    b2.c1 = bls12_381_iso3_1012;
    /* random points of E1' and E2' (x' with g(x') square) map onto E */
    while (found1 < 40) {
        rand_fp(&x);
        fp381_sqr(&g, &x);
        fp381_add(&g, &g, &bls12_381_iso11_a);
        fp381_mul(&g, &g, &x);
        fp381_add(&g, &g, &bls12_381_iso11_b);
        if (!fp381_sqrt(&y, &g)) continue;
        CHECK(g1_on_iso_curve(&x, &one1, &y));
        /* a random denominator: (x xd) / xd is the same point */
        rand_fp(&t);
        fp381_mul(&x, &x, &t);
        g1_381_iso_map(&p1, &x, &t, &y);
        CHECK(!g1_381_jac_is_identity(&p1));
        CHECK(g1_381_jac_is_on_curve(&p1));
        found1++;
    }
    while (found2 < 40) {
        rand_fp2(&x2);
        fp2_381_sqr(&g2, &x2);
        fp2_381_add(&g2, &g2, &a2);
        fp2_381_mul(&g2, &g2, &x2);
        fp2_381_add(&g2, &g2, &b2);
        if (!fp2_381_sqrt(&y2, &g2)) continue;
        CHECK(g2_on_iso_curve(&x2, &one2, &y2));
        rand_fp2(&t2);
        fp2_381_mul(&x2, &x2, &t2);
        g2_381_iso_map(&p2, &x2, &t2, &y2);
        CHECK(!g2_381_jac_is_identity(&p2));
        CHECK(g2_381_jac_is_on_curve(&p2));
        found2++;
    }
}

/* SSWU outputs lie on E', with sgn0(y) = sgn0(u), for random u and for the exceptional inputs:
 * u = 0 and, for G1, u = sqrt(-1/Z) (Z^2 u^4 + Z u^2 = 0; for G2, -1/Z is not a square). */
static void test_sswu(void) {
    fp381 u, xn, xd, y, t;
    fp2_381 u2, xn2, xd2, y2;
    g1_381_jac p1;
    g2_381_jac p2;
    for (int i = 0; i < 60; i++) {
        rand_fp(&u);
        if (i == 0) fp381_zero(&u);
        if (i == 1) {
            fp381_inv(&t, &bls12_381_iso11_z);
            fp381_neg(&t, &t);
            CHECK(fp381_sqrt(&u, &t));
        }
        g1_381_sswu(&xn, &xd, &y, &u);
        CHECK(!fp381_is_zero(&xd));
        CHECK(g1_on_iso_curve(&xn, &xd, &y));
        CHECK(fp381_is_odd(&y) == fp381_is_odd(&u));
        g1_381_map_to_curve(&p1, &u);
        CHECK(g1_381_jac_is_on_curve(&p1));
        rand_fp2(&u2);
        if (i == 0) fp2_381_zero(&u2);
        if (i == 2) fp381_zero(&u2.c0); /* sgn0 then looks at c1 */
        if (i == 3) fp381_zero(&u2.c1);
        g2_381_sswu(&xn2, &xd2, &y2, &u2);
        CHECK(!fp2_381_is_zero(&xd2));
        CHECK(g2_on_iso_curve(&xn2, &xd2, &y2));
        CHECK(fp2_381_sgn0(&y2) == fp2_381_sgn0(&u2));
        g2_381_map_to_curve(&p2, &u2);
        CHECK(g2_381_jac_is_on_curve(&p2));
    }
    /* u = 0 gives x = B' / (Z A') on E1' (§6.6.2, exceptional case) */
    fp381_zero(&u);
    g1_381_sswu(&xn, &xd, &y, &u);
    fp381_inv(&t, &xd);
    fp381_mul(&t, &t, &xn);
    fp381 want;
    fp381_mul(&want, &bls12_381_iso11_z, &bls12_381_iso11_a);
    fp381_inv(&want, &want);
    fp381_mul(&want, &want, &bls12_381_iso11_b);
    CHECK(fp381_equal(&t, &want));
}

/* ---- cofactor clearing -------------------------------------------------------------------- */

/* h_eff of §8.8.2, big-endian hex */
static const char *g2_h_eff =
    "0bc69f08f2ee75b3584c6a0ea91b352888e2a8e9145ad7689986ff031508ffe1329c2f178731db956d82bf015d1212"
    "b02ec0ec69d7477c1ae954cbc06689f6a359894c0adebbf6b4e8020005aaa95551";

/* r = h_eff p by plain double-and-add over the hex digits (variable time, test only) */
static void g2_mul_h_eff_naive(g2_381_jac *r, const g2_381_jac *p) {
    g2_381_jac acc;
    g2_381_jac_identity(&acc);
    for (const char *c = g2_h_eff; *c; c++) {
        int d = (*c >= 'a') ? *c - 'a' + 10 : *c - '0';
        for (int b = 3; b >= 0; b--) {
            g2_381_jac_dbl(&acc, &acc);
            if ((d >> b) & 1) g2_381_jac_add_var(&acc, &acc, p);
        }
    }
    *r = acc;
}

static void test_clear_cofactor(void) {
    fp381 u;
    fp2_381 u2;
    g1_381_jac q1, r1, s1;
    g2_381_jac q2, r2, s2;
    int outside1 = 0, outside2 = 0;
    for (int i = 0; i < 12; i++) {
        rand_fp(&u);
        g1_381_map_to_curve(&q1, &u);
        outside1 += !g1_381_is_in_subgroup_var(&q1);
        g1_381_clear_cofactor(&r1, &q1);
        g1_381_jac_mul_u64_var(&s1, &q1, 0xd201000000010001ULL);
        CHECK(g1_381_jac_equal(&r1, &s1));
        CHECK(g1_381_is_in_subgroup_var(&r1));
        CHECK(!g1_381_jac_is_identity(&r1));
        rand_fp2(&u2);
        g2_381_map_to_curve(&q2, &u2);
        outside2 += !g2_381_is_in_subgroup_var(&q2);
        g2_381_clear_cofactor(&r2, &q2);
        g2_mul_h_eff_naive(&s2, &q2);
        CHECK(g2_381_jac_equal(&r2, &s2));
        CHECK(g2_381_is_in_subgroup_var(&r2));
        CHECK(!g2_381_jac_is_identity(&r2));
    }
    CHECK(outside1 == 12); /* the maps alone land outside the subgroups */
    CHECK(outside2 == 12);
    /* the identity stays the identity */
    g1_381_jac_identity(&q1);
    g1_381_clear_cofactor(&r1, &q1);
    CHECK(g1_381_jac_is_identity(&r1));
    g2_381_jac_identity(&q2);
    g2_381_clear_cofactor(&r2, &q2);
    CHECK(g2_381_jac_is_identity(&r2));
    /* (0, 2) has order 3 on E: h_eff = 1 mod 3 keeps it, h_eff P must equal P here */
    g1_381_aff a;
    fp381_zero(&a.x);
    fp381_from_u64(&a.y, 2);
    g1_381_jac_from_aff(&q1, &a);
    g1_381_clear_cofactor(&r1, &q1);
    g1_381_jac_mul_u64_var(&s1, &q1, 0xd201000000010001ULL % 3);
    CHECK(g1_381_jac_equal(&r1, &s1));
}

/* The constant-time multiplication by a public 64-bit k against the variable-time one. */
static void test_mul_u64(void) {
    fp381 u;
    fp2_381 u2;
    g1_381_jac p1, a1, b1;
    g2_381_jac p2, a2, b2;
    uint64_t ks[6] = {0, 1, 2, 3, 0xd201000000010000ULL, 0xffffffffffffffffULL};
    for (int i = 0; i < 10; i++) {
        uint64_t k;
        if (i < 6)
            k = ks[i];
        else
            tl_random(&k, sizeof k);
        rand_fp(&u);
        g1_381_map_to_curve(&p1, &u);
        g1_381_jac_mul_u64(&a1, &p1, k);
        g1_381_jac_mul_u64_var(&b1, &p1, k);
        CHECK(g1_381_jac_equal(&a1, &b1));
        rand_fp2(&u2);
        g2_381_map_to_curve(&p2, &u2);
        g2_381_jac_mul_u64(&a2, &p2, k);
        g2_381_jac_mul_u64_var(&b2, &p2, k);
        CHECK(g2_381_jac_equal(&a2, &b2));
    }
}

/* ---- the public API ----------------------------------------------------------------------- */

static void test_api(void) {
    static const char *dst1 = "BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_";
    static const char *dst2 = "BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_NUL_";
    const uint8_t *d1 = (const uint8_t *)dst1, *d2 = (const uint8_t *)dst2;
    uint8_t msg[100];
    ecb_bls12_381_g1 p1, q1;
    ecb_bls12_381_g2 p2, q2;
    g1_381_jac r1;
    g2_381_jac r2;
    for (int i = 0; i < 6; i++) {
        size_t len = (size_t)i * 17;
        tl_random(msg, sizeof msg);
        CHECK(ecb_bls12_381_g1_hash_to_curve(&p1, msg, len, d1, strlen(dst1)) == ECB_OK);
        CHECK(g1_381_hash_to_curve(&r1, msg, len, d1, strlen(dst1)) == ECB_OK);
        memcpy(&q1, &r1, sizeof q1);
        CHECK(ecb_bls12_381_g1_equal(&p1, &q1));
        CHECK(ecb_bls12_381_g1_is_in_subgroup_var(&p1));
        /* the encoding round-trips through the (subgroup-checking) decoder */
        uint8_t e1[48], e2[96];
        ecb_bls12_381_g1_encode(e1, &p1);
        CHECK(ecb_bls12_381_g1_decode(&q1, e1) == ECB_OK);
        CHECK(ecb_bls12_381_g1_equal(&p1, &q1));
        CHECK(ecb_bls12_381_g1_encode_to_curve(&q1, msg, len, d1, strlen(dst1)) == ECB_OK);
        CHECK(ecb_bls12_381_g1_is_in_subgroup_var(&q1));
        CHECK(!ecb_bls12_381_g1_equal(&p1, &q1));
        CHECK(ecb_bls12_381_g2_hash_to_curve(&p2, msg, len, d2, strlen(dst2)) == ECB_OK);
        CHECK(g2_381_hash_to_curve(&r2, msg, len, d2, strlen(dst2)) == ECB_OK);
        memcpy(&q2, &r2, sizeof q2);
        CHECK(ecb_bls12_381_g2_equal(&p2, &q2));
        CHECK(ecb_bls12_381_g2_is_in_subgroup_var(&p2));
        ecb_bls12_381_g2_encode(e2, &p2);
        CHECK(ecb_bls12_381_g2_decode(&q2, e2) == ECB_OK);
        CHECK(ecb_bls12_381_g2_equal(&p2, &q2));
        CHECK(ecb_bls12_381_g2_encode_to_curve(&q2, msg, len, d2, strlen(dst2)) == ECB_OK);
        CHECK(ecb_bls12_381_g2_is_in_subgroup_var(&q2));
        CHECK(!ecb_bls12_381_g2_equal(&p2, &q2));
        /* another DST, another point */
        CHECK(ecb_bls12_381_g1_hash_to_curve(&q1, msg, len, d1, strlen(dst1) - 1) == ECB_OK);
        CHECK(!ecb_bls12_381_g1_equal(&p1, &q1));
    }
    /* errors leave the identity */
    ecb_bls12_381_g1_generator(&p1);
    CHECK(ecb_bls12_381_g1_hash_to_curve(&p1, msg, 3, d1, 0) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bls12_381_g1_is_identity(&p1));
    ecb_bls12_381_g1_generator(&p1);
    CHECK(ecb_bls12_381_g1_encode_to_curve(&p1, NULL, 3, d1, 5) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_g1_is_identity(&p1));
    CHECK(ecb_bls12_381_g1_hash_to_curve(NULL, msg, 3, d1, 5) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_g1_hash_to_curve(&p1, NULL, 0, d1, 5) == ECB_OK);
    ecb_bls12_381_g2_generator(&p2);
    CHECK(ecb_bls12_381_g2_hash_to_curve(&p2, msg, 3, NULL, 5) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_bls12_381_g2_is_identity(&p2));
    ecb_bls12_381_g2_generator(&p2);
    CHECK(ecb_bls12_381_g2_encode_to_curve(&p2, msg, 3, d2, 0) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(ecb_bls12_381_g2_is_identity(&p2));
    CHECK(ecb_bls12_381_g2_encode_to_curve(NULL, msg, 3, d2, 5) == ECB_ERR_NULL_POINTER);
    /* hash_to_field rejects other counts */
    fp381 u[3];
    CHECK(bls12_381_hash_to_fp(u, 3, msg, 3, d1, 5) == ECB_ERR_INVALID_ARGUMENT);
    CHECK(bls12_381_hash_to_fp(u, 0, msg, 3, d1, 5) == ECB_ERR_INVALID_ARGUMENT);
}

int main(void) {
    tl_init();
    build_messages();
    test_expand_xmd();
    test_hash_to_field();
    test_g1_rfc();
    test_g2_rfc();
    test_isogenies();
    test_sswu();
    test_clear_cofactor();
    test_mul_u64();
    test_api();
    return tl_finish("test_group_bls12_381_h2c");
}
