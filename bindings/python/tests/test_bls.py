"""BLS signatures and the pairing against the shared vectors (bls-signatures, made with blst):
every case of every file, both variants, through the bls module and (min-pk) through the
py_ecc-shaped G2ProofOfPossession; the errors naming their argument; and py_ecc's answers on
invalid input (False from the verifiers, where py_ecc's source returns False)."""
import inspect
import os
import re
import unittest

from ecbatch import EcbatchError, InvalidInputError, InvalidProofError, WrongLength, bls
from ecbatch import pairing as pr
from ecbatch.bls import MIN_PK, MIN_SIG, G2ProofOfPossession
from ecbatch.bls12_381 import G1, G2, ORDER, Scalar

from vectors import load


def cases(name):
    got = load("bls-signatures/" + name)["cases"]
    assert got, name
    return got


def h(s):
    return bytes.fromhex(s)


def variant(c):
    return {"min-pk": MIN_PK, "min-sig": MIN_SIG}[c["variant"]]


def holds(f, *args, **kwargs):
    """True when f returns, False when it raises an EcbatchError."""
    try:
        f(*args, **kwargs)
        return True
    except EcbatchError:
        return False


def pop_api(c):
    """Whether a case can go to G2ProofOfPossession (the min-pk suite)."""
    return c["variant"] == "min-pk"


class Vectors(unittest.TestCase):
    def test_sign(self):
        for c in cases("sign.json"):
            v, sk, msg = variant(c), h(c["sk"]), h(c["message"])
            if c["output"] is None:
                with self.assertRaises(InvalidInputError) as e:
                    bls.sign(sk, msg, v)
                self.assertEqual((e.exception.name, e.exception.argument),
                                 ("scalar_out_of_range", "sk"), c["id"])
                with self.assertRaises(InvalidInputError):
                    bls.sk_to_pk(sk, v)
                if pop_api(c):
                    with self.assertRaises(InvalidInputError):
                        G2ProofOfPossession.Sign(int.from_bytes(sk, "big"), msg)
                continue
            self.assertEqual(bls.sk_to_pk(sk, v).hex(), c["pubkey"], c["id"])
            self.assertEqual(bls.sign(sk, msg, v).hex(), c["output"], c["id"])
            if pop_api(c):
                k = int.from_bytes(sk, "big")
                self.assertEqual(G2ProofOfPossession.SkToPk(k).hex(), c["pubkey"], c["id"])
                self.assertEqual(G2ProofOfPossession.Sign(k, msg).hex(), c["output"], c["id"])

    def test_verify(self):
        for c in cases("verify.json"):
            v, args = variant(c), (h(c["pubkey"]), h(c["message"]), h(c["signature"]))
            self.assertEqual(holds(bls.verify, *args, variant=v), c["output"], c["id"])
            if pop_api(c):
                self.assertIs(G2ProofOfPossession.Verify(*args), c["output"], c["id"])

    def test_aggregate(self):
        for c in cases("aggregate.json"):
            v, sigs = variant(c), [h(s) for s in c["signatures"]]
            if c["output"] is None:
                with self.assertRaises(InvalidInputError, msg=c["id"]):
                    bls.aggregate(sigs, v)
                continue
            self.assertEqual(bls.aggregate(sigs, v).hex(), c["output"], c["id"])
            if pop_api(c):
                self.assertEqual(G2ProofOfPossession.Aggregate(sigs).hex(), c["output"], c["id"])

    def test_fast_aggregate_verify(self):
        for c in cases("fast_aggregate_verify.json"):
            v = variant(c)
            args = ([h(k) for k in c["pubkeys"]], h(c["message"]), h(c["signature"]))
            self.assertEqual(holds(bls.fast_aggregate_verify, *args, variant=v), c["output"],
                             c["id"])
            if pop_api(c):
                self.assertIs(G2ProofOfPossession.FastAggregateVerify(*args), c["output"],
                              c["id"])

    def test_aggregate_verify(self):
        for c in cases("aggregate_verify.json"):
            v = variant(c)
            args = ([h(k) for k in c["pubkeys"]], [h(m) for m in c["messages"]],
                    h(c["signature"]))
            self.assertEqual(holds(bls.aggregate_verify, *args, variant=v), c["output"],
                             c["id"])
            if pop_api(c):
                self.assertIs(G2ProofOfPossession.AggregateVerify(*args), c["output"], c["id"])

    def test_batch_verify(self):
        for c in cases("batch_verify.json"):
            v, ts = variant(c), c["triples"]
            pks = [h(t["pubkey"]) for t in ts]
            msgs = [h(t["message"]) for t in ts]
            sigs = [h(t["signature"]) for t in ts]
            each = [holds(bls.verify, pk, m, s, v) for pk, m, s in zip(pks, msgs, sigs)]
            self.assertEqual(all(each), c["output"], c["id"])
            want = [i for i, ok in enumerate(each) if not ok]
            for threads in (1, 2):
                try:
                    bls.batch_verify(pks, msgs, sigs, v, threads=threads)
                    self.assertEqual(want, [], c["id"])
                except InvalidProofError as e:
                    self.assertEqual(e.invalid_items, want, c["id"])

    def test_pop(self):
        for c in cases("pop.json"):
            v, pk, proof = variant(c), h(c["pubkey"]), h(c["proof"])
            if c.get("sk") is not None:
                sk = h(c["sk"])
                self.assertEqual(bls.sk_to_pk(sk, v), pk, c["id"])
                self.assertEqual(bls.pop_prove(sk, v), proof, c["id"])
                if pop_api(c):
                    self.assertEqual(G2ProofOfPossession.PopProve(int.from_bytes(sk, "big")),
                                     proof, c["id"])
            self.assertEqual(holds(bls.pop_verify, pk, proof, v), c["output"], c["id"])
            if pop_api(c):
                self.assertIs(G2ProofOfPossession.PopVerify(pk, proof), c["output"], c["id"])

    def test_keygen(self):
        for c in cases("keygen.json"):
            ikm, info = h(c["ikm"]), h(c["key_info"])
            if c["sk"] is None:
                with self.assertRaises(InvalidInputError) as e:
                    bls.keygen(ikm, info)
                self.assertEqual((e.exception.name, e.exception.argument, e.exception.actual),
                                 ("wrong_length", "ikm", len(ikm)))
                with self.assertRaises(InvalidInputError):
                    G2ProofOfPossession.KeyGen(ikm, info)
                continue
            self.assertEqual(bls.keygen(ikm, info).hex(), c["sk"], c["id"])
            self.assertEqual(G2ProofOfPossession.KeyGen(ikm, info), int(c["sk"], 16), c["id"])

    def test_pairing(self):
        for c in cases("pairing.json"):
            pairs = [(c["p"], c["q"])] if c["kind"] == "pairing" else c["pairs"]
            ps, qs = [h(p) for p, _ in pairs], [h(q) for _, q in pairs]
            e = pr.multi_pairing(ps, qs)
            g1s, g2s = [G1.from_bytes(p) for p in ps], [G2.from_bytes(q) for q in qs]
            self.assertEqual(pr.multi_pairing_affine(g1s, g2s), e, c["id"])
            prepared = [pr.PreparedG2(q) for q in g2s]
            self.assertEqual(pr.multi_pairing_prepared(g1s, prepared), e, c["id"])
            if c["kind"] == "pairing":
                self.assertEqual(pr.pairing(ps[0], qs[0]), e, c["id"])
                self.assertEqual(e.to_bytes().hex(), c["output"], c["id"])
            else:
                self.assertEqual(e.to_bytes().hex(), c["product"], c["id"])
                self.assertEqual(e.is_one(), c["is_one"], c["id"])
            self.assertEqual(pr.Gt.from_bytes(bytes(e)), e, c["id"])


class Gt(unittest.TestCase):
    def test_group(self):
        g1, g2 = G1.generator(), G2.generator()
        e = pr.pairing(bytes(g1), bytes(g2))
        k = 0x123456789ABC
        ek = pr.pairing(bytes(g1 * k), bytes(g2))
        # an int exponent: the temporary Scalar must live over the C call (it wipes itself)
        self.assertEqual(e.pow(k), ek)
        self.assertEqual(e.pow_var(k), ek)
        self.assertEqual(e.pow(Scalar(k)), ek)
        self.assertEqual(pr.pairing(bytes(g1), bytes(g2 * k)), ek)
        self.assertTrue((ek * ek.inverse()).is_one())
        self.assertEqual(pr.Gt.one(), pr.Gt())
        self.assertNotEqual(e, pr.Gt.one())
        bad = bytearray(bytes(e))
        bad[-1] ^= 1
        with self.assertRaises(InvalidInputError) as err:
            pr.Gt.from_bytes(bytes(bad))
        self.assertEqual((err.exception.name, err.exception.argument), ("not_in_subgroup", "data"))

    def test_errors_name_the_point(self):
        g1, g2 = bytes(G1.generator()), bytes(G2.generator())
        with self.assertRaises(InvalidInputError) as e:
            pr.multi_pairing([g1, g1], [g2, bytes(96)])
        self.assertEqual(e.exception.argument, "qs[1]")
        with self.assertRaises(InvalidInputError) as e:
            pr.pairing(bytes(48), g2)
        self.assertEqual((e.exception.name, e.exception.argument), ("bad_flags", "p"))
        with self.assertRaises(InvalidInputError) as e:
            pr.multi_pairing([g1], [])
        self.assertEqual(e.exception.name, "length_mismatch")
        with self.assertRaises(TypeError):
            pr.multi_pairing_affine([G2.generator()], [G2.generator()])
        self.assertTrue(pr.multi_pairing([], []).is_one())


def key(k):
    return k.to_bytes(32, "big")


class Errors(unittest.TestCase):
    """The bls module's errors name the argument at fault."""

    def setUp(self):
        self.sk = key(7)
        self.pk = bls.sk_to_pk(self.sk)
        self.sig = bls.sign(self.sk, b"m")
        self.identity_pk = b"\xc0" + bytes(47)

    def raised(self, f, *args, **kwargs):
        with self.assertRaises(EcbatchError) as e:
            f(*args, **kwargs)
        return e.exception

    def test_verify_names(self):
        e = self.raised(bls.verify, self.pk, b"other", self.sig)
        self.assertIsInstance(e, InvalidProofError)
        self.assertEqual((e.name, e.argument), ("verify_failed", "signature"))
        e = self.raised(bls.verify, self.identity_pk, b"m", self.sig)
        self.assertEqual((e.name, e.argument), ("identity", "pk"))
        e = self.raised(bls.verify, self.pk, b"m", bytes(96))
        self.assertEqual((e.name, e.argument), ("bad_flags", "signature"))
        e = self.raised(bls.pop_verify, self.pk, bytes(96))
        self.assertEqual((e.name, e.argument), ("bad_flags", "proof"))
        e = self.raised(bls.fast_aggregate_verify, [self.pk, self.identity_pk], b"m", self.sig)
        self.assertEqual((e.name, e.argument, e.index), ("identity", "pks[1]", 1))
        neg = bytes(-G1.from_bytes(self.pk))
        e = self.raised(bls.fast_aggregate_verify, [self.pk, neg], b"m", self.sig)
        self.assertEqual((e.name, e.argument), ("identity", "pks"))
        e = self.raised(bls.aggregate_verify, [self.pk, self.pk], [b"m"], self.sig)
        self.assertEqual((e.name, e.argument, e.expected, e.actual),
                         ("length_mismatch", "messages", 2, 1))
        e = self.raised(bls.aggregate, [self.sig, bytes(96)])
        self.assertEqual((e.name, e.argument, e.index), ("bad_flags", "signatures[1]", 1))
        e = self.raised(bls.aggregate, [])
        self.assertEqual((e.name, e.argument), ("invalid_argument", "signatures"))

    def test_lengths_counts_and_types(self):
        e = self.raised(bls.verify, self.pk, b"m", self.sig[:95])
        self.assertIsInstance(e, WrongLength)
        self.assertEqual((e.argument, e.expected, e.actual), ("signature", 96, 95))
        e = self.raised(bls.sign, self.sk[:31], b"m")
        self.assertEqual(e.argument, "sk")
        e = self.raised(bls.sk_to_pk, key(ORDER))
        self.assertEqual((e.name, e.argument), ("scalar_out_of_range", "sk"))
        e = self.raised(bls.fast_aggregate_verify, [self.pk] * (bls.MAX_COUNT + 1), b"m", self.sig)
        self.assertEqual((e.name, e.argument, e.bound), ("size_overflow", "pks", bls.MAX_COUNT))
        e = self.raised(bls.batch_verify, [self.pk], [b"m"], [self.sig], threads=257)
        self.assertEqual(e.argument, "threads")
        bls.batch_verify([self.pk], [b"m"], [self.sig], threads=0)
        e = self.raised(bls.verify, self.pk, b"m", self.sig, variant="min-pq")
        self.assertEqual(e.argument, "variant")
        with self.assertRaises(TypeError):
            bls.aggregate(self.sig)  # bytes, not a list of signatures
        with self.assertRaises(TypeError):
            bls.verify(self.pk, "m", self.sig)
        # the variant by name, and min-sig sizes
        sig = bls.sign(self.sk, b"m", "min-sig")
        self.assertEqual((len(sig), len(bls.sk_to_pk(self.sk, "min-sig"))), (48, 96))
        bls.verify(bls.sk_to_pk(self.sk, MIN_SIG), b"m", sig, "min-sig")
        self.assertEqual((bls.public_key_bytes(MIN_SIG), bls.signature_bytes(MIN_SIG)), (96, 48))

    def test_batch_names_each_invalid_triple(self):
        sks = [key(k) for k in range(1, 6)]
        pks = [bls.sk_to_pk(k) for k in sks]
        msgs = [b"a", b"b", b"a", b"c", b"d"]
        sigs = [bls.sign(k, m) for k, m in zip(sks, msgs)]
        bls.batch_verify(pks, msgs, sigs, threads=2)
        sigs[1], sigs[3] = sigs[3], sigs[1]  # each wrong, their sum right
        pks[4] = self.identity_pk
        e = self.raised(bls.batch_verify, pks, msgs, sigs)
        self.assertEqual(e.invalid, [(1, "verify_failed"), (3, "verify_failed"), (4, "identity")])
        self.assertEqual(e.invalid_items, [1, 3, 4])


class PyEccShape(unittest.TestCase):
    """G2ProofOfPossession has py_ecc's method names, argument names and kinds
    (py_ecc/bls/ciphersuites.py, read for facts), and returns what py_ecc returns."""

    # name: (kind, parameters) in py_ecc 8.0 / 9.0's BaseG2Ciphersuite and G2ProofOfPossession
    SHAPE = {
        "KeyGen": (classmethod, ["IKM", "key_info"]),
        "SkToPk": (classmethod, ["privkey"]),
        "KeyValidate": (staticmethod, ["PK"]),
        "Sign": (classmethod, ["SK", "message"]),
        "Verify": (classmethod, ["PK", "message", "signature"]),
        "Aggregate": (classmethod, ["signatures"]),
        "AggregateVerify": (classmethod, ["PKs", "messages", "signature"]),
        "FastAggregateVerify": (classmethod, ["PKs", "message", "signature"]),
        "PopProve": (classmethod, ["SK"]),
        "PopVerify": (classmethod, ["PK", "proof"]),
        "_AggregatePKs": (staticmethod, ["PKs"]),
    }

    def test_methods(self):
        for name, (kind, params) in self.SHAPE.items():
            raw = inspect.getattr_static(G2ProofOfPossession, name)
            self.assertIsInstance(raw, kind, name)
            sig = inspect.signature(getattr(G2ProofOfPossession, name))
            self.assertEqual(list(sig.parameters), params, name)
        self.assertEqual(inspect.signature(G2ProofOfPossession.KeyGen).parameters["key_info"]
                         .default, b"")
        self.assertEqual(G2ProofOfPossession.DST, b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_")
        self.assertEqual(G2ProofOfPossession.POP_TAG,
                         b"BLS_POP_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_")

    def test_round_trip_types(self):
        bls_ = G2ProofOfPossession
        sk = bls_.KeyGen(bytes(range(32)))
        self.assertIs(type(sk), int)
        pk = bls_.SkToPk(sk)
        sig = bls_.Sign(sk, b"attestation")
        self.assertEqual((type(pk), len(pk), type(sig), len(sig)), (bytes, 48, bytes, 96))
        self.assertIs(bls_.Verify(pk, b"attestation", sig), True)
        self.assertIs(bls_.KeyValidate(pk), True)
        agg = bls_.Aggregate([sig, sig])
        self.assertIs(bls_.FastAggregateVerify([pk, pk], b"attestation", agg), True)
        self.assertIs(bls_.AggregateVerify([pk, pk], [b"attestation"] * 2, agg), True)
        self.assertEqual(bls_._AggregatePKs([pk, pk]), bls_.SkToPk(2 * sk % ORDER))
        self.assertIs(bls_.PopVerify(pk, bls_.PopProve(sk)), True)

    def test_false_where_py_ecc_returns_false(self):
        bls_ = G2ProofOfPossession
        sk = 12345
        pk, sig = bls_.SkToPk(sk), bls_.Sign(sk, b"m")
        identity_pk, identity_sig = b"\xc0" + bytes(47), b"\xc0" + bytes(95)
        other = bls_.SkToPk(54321)
        for args in [
            (pk, b"x", sig),                    # another message
            (other, b"m", sig),                 # another key
            (pk, "m", sig),                     # a message that is not bytes
            (pk, bytearray(b"m"), sig),         # (py_ecc: isinstance(message, bytes))
            (pk[:47], b"m", sig),               # a key of the wrong size
            (bytearray(pk), b"m", sig),         # a key that is not bytes
            (pk, b"m", sig[:95]),               # a signature of the wrong size
            (pk, b"m", None),
            (identity_pk, b"m", identity_sig),  # identity key and signature
            (pk, b"m", identity_sig),
            (bytes(48), b"m", sig),             # bad flags
            (pk, b"m", bytes(96)),
        ]:
            self.assertIs(bls_.Verify(*args), False, args)
        self.assertIs(bls_.KeyValidate(identity_pk), False)
        self.assertIs(bls_.KeyValidate(pk[:47]), False)
        self.assertIs(bls_.KeyValidate("not bytes"), False)
        # the aggregate verifiers: empty lists, lists of two lengths, an identity key among
        # valid ones (each key is validated), a key that is not bytes
        self.assertIs(bls_.FastAggregateVerify([], b"m", sig), False)
        self.assertIs(bls_.FastAggregateVerify([pk, identity_pk], b"m", sig), False)
        self.assertIs(bls_.FastAggregateVerify([pk, pk[:47]], b"m", sig), False)
        self.assertIs(bls_.FastAggregateVerify([pk], "m", sig), False)
        self.assertIs(bls_.AggregateVerify([], [], sig), False)
        self.assertIs(bls_.AggregateVerify([pk, other], [b"m"], sig), False)
        self.assertIs(bls_.AggregateVerify([pk], [b"m", b"x"], sig), False)
        self.assertIs(bls_.AggregateVerify([identity_pk], [b"m"], sig), False)
        self.assertIs(bls_.AggregateVerify([pk], ["m"], sig), False)
        self.assertIs(bls_.PopVerify(pk, sig), False)
        self.assertIs(bls_.PopVerify(pk, b"short"), False)
        self.assertIs(bls_.PopVerify(identity_pk, bls_.PopProve(sk)), False)

    def test_raises_where_py_ecc_raises(self):
        bls_ = G2ProofOfPossession
        for bad in (0, ORDER, ORDER + 1, -1, 1 << 256):
            for f, args, name in ((bls_.SkToPk, (bad,), "privkey"), (bls_.Sign, (bad, b"m"), "SK"),
                                  (bls_.PopProve, (bad,), "SK")):
                with self.assertRaises(InvalidInputError) as e:
                    f(*args)
                self.assertEqual((e.exception.name, e.exception.argument),
                                 ("scalar_out_of_range", name), (f, bad))
        for bad in (b"\x01" * 32, 1.0, True, "1"):
            with self.assertRaises(TypeError):
                bls_.SkToPk(bad)
        with self.assertRaises(TypeError):
            bls_.Sign(1, "m")
        with self.assertRaises(InvalidInputError):
            bls_.Aggregate([])
        with self.assertRaises(ValueError):     # py_ecc: ValueError from the decoder
            bls_.Aggregate([bytes(96)])
        with self.assertRaises(InvalidInputError):
            bls_._AggregatePKs([])
        with self.assertRaises(ValueError):
            bls_._AggregatePKs([bytes(48)])


class ReadmeExample(unittest.TestCase):
    def test_import_switch(self):
        """The README's py_ecc example runs as written (after its import line)."""
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "README.md")
        with open(path, encoding="utf-8") as f:
            text = f.read()
        m = re.search(r"```python\n# from py_ecc\.bls import G2ProofOfPossession as bls\n"
                      r"(from ecbatch\.bls import G2ProofOfPossession as bls\n.*?)```", text, re.S)
        self.assertIsNotNone(m, "README.md: the import-switch example is gone")
        scope = {}
        exec(compile(m.group(1), "README.md", "exec"), scope)  # its asserts are the test
        self.assertIs(scope["bls"], G2ProofOfPossession)


if __name__ == "__main__":
    unittest.main()
