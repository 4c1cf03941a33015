"""The command ($ECBATCH_CLI) and the binding on each other's files. `ecbatch bte`: a dealing by
the command, encryption by Python, request and responses by the command, verification and
combination by Python; and the reverse (dealing, request and responses by Python, encryption,
a response, verification and combination by the command). `ecbatch bpp`: proofs by the command
verified by Python, proofs by Python verified by the command, culprits named by both."""
import json
import os
import re
import subprocess
import tempfile
import unittest

from ecbatch import InvalidInputError, InvalidProofError, ristretto255
from ecbatch.bte import (MINPK, MINSIG, Ciphertext, PublicPolynomial, Request, Response, Share)
from ecbatch.bulletproofs_plus import (PedersenGens, RangeItem, RangeParams, RangeProof,
                                       RangeStatement, load_proofs, proofs_from_json,
                                       save_proofs, verify_items)
from ecbatch.merlin import Transcript

CLI = os.environ.get("ECBATCH_CLI", "")


def read(path: str) -> bytes:
    with open(path, "rb") as f:
        return f.read()


def run(*args: str, command: str = "bte") -> str:
    p = subprocess.run([CLI, command] + list(args), capture_output=True, text=True)
    if p.returncode != 0:
        raise AssertionError("ecbatch bte %s: exit %d\n%s%s" % (" ".join(args), p.returncode,
                                                               p.stdout, p.stderr))
    return p.stdout


@unittest.skipUnless(CLI, "ECBATCH_CLI (the built command, build/ecbatch) is not set; "
                          "scripts/test-bindings sets it")
class CliFiles(unittest.TestCase):
    def setUp(self) -> None:
        self.assertTrue(os.access(CLI, os.X_OK), "ECBATCH_CLI=%s is not executable" % CLI)
        self._tmp = tempfile.TemporaryDirectory()
        self.dir = self._tmp.name

    def tearDown(self) -> None:
        self._tmp.cleanup()

    def path(self, name: str) -> str:
        return os.path.join(self.dir, name)

    def test_cli_deals_python_encrypts_cli_responds_python_combines(self):
        run("keygen", "--variant", "minpk", "--t", "2", "--n", "3", "--dir", self.dir)
        pub = self.path("public.bte")
        raw = read(pub)
        public = PublicPolynomial.from_file(pub)
        self.assertEqual((public.variant, public.threshold), (MINPK, 2))
        # the command's bytes through from_bytes: alone, and with the variant
        self.assertEqual(bytes(PublicPolynomial.from_bytes(raw)), raw[1:])
        self.assertEqual(bytes(PublicPolynomial.from_bytes(MINPK, raw)), raw[1:])
        self.assertEqual(public.to_file_bytes(), raw)
        shares = [Share.from_file(self.path("share-%d.bte" % i)) for i in range(3)]
        for s in shares:
            public.check_share(s)
        messages = [b"first", b"", b"third \x00 message"]
        cts = []
        for i, m in enumerate(messages):
            Ciphertext.encrypt(public.public_key, b"lbl", m).to_file(self.path("ct%d" % i))
            cts.append(self.path("ct%d" % i))
        out = run("request", "--pub", pub, "--context", "epoch 9", "--out",
                  self.path("batch"), *cts)
        request = Request.from_file(public, self.path("batch"))
        self.assertEqual(request.context, b"epoch 9")
        self.assertEqual(request.valid_indices, [0, 1, 2])
        self.assertIn("request digest D = " + request.digest.hex(), out)
        self.assertEqual(request.to_bytes(), read(self.path("batch")))
        for i in (0, 2):
            run("respond", "--pub", pub, "--share", self.path("share-%d.bte" % i), "--batch",
                self.path("batch"), "--out", self.path("resp%d" % i))
        responses = [Response.from_file(MINPK, self.path("resp%d" % i)) for i in (0, 2)]
        self.assertEqual([r.index for r in responses], [0, 2])
        request.verify_responses([0, 2], [public.public_share(i) for i in (0, 2)], responses)
        got = request.combine([0, 2], responses)
        self.assertEqual(got, list(enumerate(messages)))

    def test_python_deals_cli_encrypts_python_responds_cli_combines(self):
        public, shares = PublicPolynomial.deal(MINSIG, 3, 4)
        pub = self.path("public.bte")
        public.to_file(pub)
        self.assertEqual(read(pub)[0], MINSIG)
        for s in shares:
            s.to_file(self.path("share-%d.bte" % s.index))
            self.assertEqual(os.stat(self.path("share-%d.bte" % s.index)).st_mode & 0o777, 0o600)
        with self.assertRaises(FileExistsError):
            shares[0].to_file(self.path("share-0.bte"))
        messages = [b"alpha", b"beta \xff"]
        cts = []
        for i, m in enumerate(messages):
            run("encrypt", "--pub", pub, "--msg-hex", m.hex(), "--label", "L", "--out",
                self.path("ct%d" % i))
            cts.append(Ciphertext.from_file(MINSIG, self.path("ct%d" % i)))
            self.assertEqual(cts[-1].label, b"L")
        request = Request(public, cts, b"ctx", public.threshold)
        request.to_file(self.path("batch"))
        again = Request.from_file(public, self.path("batch"))
        self.assertEqual(again.digest, request.digest)
        for s in shares[:2]:
            Response.respond(request, s).to_file(self.path("resp%d" % s.index))
        # one response by the command on the Python batch file
        run("respond", "--pub", pub, "--share", self.path("share-3.bte"), "--batch",
            self.path("batch"), "--out", self.path("resp3"))
        resps = [self.path("resp%d" % i) for i in (0, 1, 3)]
        out = run("verify", "--pub", pub, "--batch", self.path("batch"), *resps)
        self.assertIn("3 of 3 responses valid", out)
        doc = json.loads(run("combine", "--pub", pub, "--batch", self.path("batch"), "--json",
                             *resps))
        self.assertEqual([(p["position"], bytes.fromhex(p["hex"])) for p in doc["plaintexts"]],
                         list(enumerate(messages)))

    def test_malformed_batch_files_named(self):
        public, _ = PublicPolynomial.deal(MINPK, 1, 1)
        ct = Ciphertext.encrypt(public.public_key, b"", b"m")
        good = Request(public, [ct], b"c", 1).to_bytes()
        cases = [(b"", "empty"), (b"\x02" + good[1:], "version byte 2"),
                 (good + b"\x00", "1 bytes after the last ciphertext"),
                 (good[:-1], "ciphertext 0 of 1: truncated"),
                 (good[:3] + b"\x00", "ciphertext count 0 is outside"),
                 (b"\x01\x80\x00", "context length: not a minimal varint")]
        for data, why in cases:
            with self.assertRaises(InvalidInputError) as e:
                Request.from_bytes(public, data)
            self.assertEqual(e.exception.name, "proof_format")
            self.assertIn(why, str(e.exception))
        with self.assertRaises(InvalidInputError) as e:
            PublicPolynomial.from_bytes(b"\x07" + bytes(public))
        self.assertIn("variant byte 7", str(e.exception))
        self.assertTrue(re.search("not a MinSig ciphertext",
                                  str(self._batch_error(good))))

    def test_cli_proves_python_verifies(self):
        with open(self.path("in.json"), "w", encoding="utf-8") as f:
            json.dump([{"bit_length": 16, "values": [5, 77]},
                       {"bit_length": 8, "values": [3], "transcript_label": "other label",
                        "minimum_value_promise": 2}], f)
        run("prove", "--out", self.path("proofs.json"), self.path("in.json"), command="bpp")
        items = load_proofs(self.path("proofs.json"))
        self.assertEqual([(it.bit_length, it.max_aggregation, len(it.commitments))
                          for it in items], [(16, 2, 2), (8, 1, 1)])
        self.assertEqual(items[1].transcript_label, b"other label")
        self.assertEqual(items[1].minimum_value_promises, [2])
        for it in items:
            verify_items([it])
        bad = items[0]._replace(proof=items[0].proof[:-1] + bytes([items[0].proof[-1] ^ 1]))
        with self.assertRaises(InvalidProofError) as e:
            verify_items([items[1], bad])
        self.assertEqual(e.exception.invalid_items, [1])

    def test_python_proves_cli_verifies(self):
        gens = PedersenGens(1)
        params = RangeParams(32, 2, gens)
        items = []
        for values in ([9], [1 << 31, 12], [4000]):
            bl = [ristretto255.Scalar.random() for _ in values]
            st = RangeStatement(params, [bytes(gens.commit(v, [b])) for v, b in zip(values, bl)])
            proof = RangeProof.prove(Transcript(b"from python"), st, values, bl)
            items.append(RangeItem(32, 2, 1, b"from python", st.commitments, bytes(proof)))
        save_proofs(self.path("py.json"), items)
        self.assertEqual(proofs_from_json(read(self.path("py.json"))), items)
        doc = json.loads(run("verify", self.path("py.json"), command="bpp"))
        self.assertEqual((doc["accept"], doc["proofs"], doc["invalid"]), (True, 3, []))
        p = items[1].proof
        items[1] = items[1]._replace(proof=p[:-1] + bytes([p[-1] ^ 1]))
        save_proofs(self.path("bad.json"), items)
        out = subprocess.run([CLI, "bpp", "verify", self.path("bad.json")], capture_output=True,
                             text=True)
        self.assertNotEqual(out.returncode, 0)
        doc = json.loads(out.stdout)
        self.assertEqual([e["index"] for e in doc["invalid"]], [1])
        with self.assertRaises(InvalidProofError) as e:
            verify_items(items)
        self.assertEqual(e.exception.invalid, [(1, doc["invalid"][0]["reason"])])

    def _batch_error(self, minpk_batch: bytes) -> Exception:
        other, _ = PublicPolynomial.deal(MINSIG, 1, 1)
        try:
            Request.from_bytes(other, minpk_batch)
        except InvalidInputError as e:
            return e
        raise AssertionError("a MinPk batch read as MinSig")


if __name__ == "__main__":
    unittest.main()
