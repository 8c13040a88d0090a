package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at a5337318: 27/34 overall, 9/14 tricky.
//
// Fixed: i1179-pgdump-nomatch and i1179-pgdump-version (toolwords.go
// otherToolWords: pg_dump's own verdicts), i1179-openssl-purpose (jsnet.go:
// X509_V_ERR_INVALID_PURPOSE), i1179-node-json-empty (goerr.go v8ParseCut).
//
// Fixed later by the lead: i1179-ssh-hostkey-changed (right since the lead's revision after set 1179: an SSH host key that is not the recorded one reads denied, a security check only a person may override).
// Tolerated: i1179-openssl-notyet: premise vs transient ("as a TLS certificate \"not yet valid\": the host's clock or the mirror is wrong", taxonomy, set 813; jsnet.go "certificate is not yet valid"): every other blind not-yet-valid line (sets 16, 242, 365, 894, 1099) says premise; here the notBefore was six hours ahead, a wait the budget rarely pays.
// Fixed later by the lead: i1179-make-target (right since the lead's revision after set 1179: make's missing goal target reads invalid as npm's missing script, a missing prerequisite 'needed by' premise).
func TestIndependentCases1179(t *testing.T) {
	runIndependent(t, "testdata/independent1179.jsonl", true, "i1179-openssl-notyet")
}

// TestGeneralise1179PgDump holds pg_dump's own verdicts before any SQL: a
// pattern that matched nothing, and a server newer than the client.
func TestGeneralise1179PgDump(t *testing.T) {
	for _, tc := range []struct {
		name, proto, msg string
		want             rung.Kind
	}{
		{"no tables", "exec", "exit status 1: pg_dump: error: no matching tables were found", rung.KindPremise},
		{"no tables strict", "", `pg_dump: error: no matching tables were found for pattern "w1179_ledger"`, rung.KindPremise},
		{"no schemas strict", "exec", `exit status 1: pg_dump: error: no matching schemas were found for pattern "w1179_audit"`, rung.KindPremise},
		{"version mismatch", "exec", "exit status 1: pg_dump: error: aborting because of server version mismatch\npg_dump: detail: server version: 17.2 (Debian 17.2-1.pgdg120+1); pg_dump version: 15.18 (Debian 15.18-0+deb12u1)", rung.KindPremise},
		{"version mismatch pg_dumpall", "", "pg_dumpall: error: aborting because of server version mismatch", rung.KindPremise},
		// Near misses keep their readings.
		{"near miss: permission on lock", "exec", "exit status 1: pg_dump: error: query failed: ERROR:  permission denied for table w1179_payroll\npg_dump: detail: Query was: LOCK TABLE public.w1179_payroll IN ACCESS SHARE MODE", rung.KindDenied},
		{"near miss: npm no matching version", "exec", "npm error notarget No matching version found for w1179-lib@^9.0.0.", rung.KindInvalid},
		{"near miss: lock timeout", "exec", "exit status 1: pg_dump: error: query failed: ERROR:  canceling statement due to statement timeout\npg_dump: detail: Query was: LOCK TABLE public.w1179_deploys IN ACCESS SHARE MODE", rung.KindTransient},
	} {
		got := Classify(Input{Protocol: tc.proto, Message: tc.msg})
		if got.Kind != tc.want {
			t.Errorf("%s: got %s (%s), want %s", tc.name, got.Kind, got.Reason, tc.want)
		}
	}
}

// TestGeneralise1179CertPurpose holds OpenSSL's X509_V_ERR_INVALID_PURPOSE
// in its 3.x and 1.1 wordings and Node's code, and the argument error for a
// misspelt -purpose that must not read as the certificate's.
func TestGeneralise1179CertPurpose(t *testing.T) {
	for _, tc := range []struct {
		name, proto, msg string
		want             rung.Kind
	}{
		{"openssl 3 verify", "exec", "exit status 2: CN = billing.w1179.internal\nerror 26 at 0 depth lookup: unsuitable certificate purpose\nerror /tmp/w1179/tls/billing.w1179.internal.pem: verification failed", rung.KindPremise},
		{"openssl 1.1 verify", "", "error 26 at 0 depth lookup: unsupported certificate purpose", rung.KindPremise},
		{"node code", "", "Error: unsuitable certificate purpose\n    at TLSSocket.onConnectSecure (node:_tls_wrap:1674:34) {\n  code: 'UNSUITABLE_CERTIFICATE_PURPOSE'\n}", rung.KindPremise},
		// Near misses keep their readings.
		{"near miss: misspelt -purpose argument", "exec", "exit status 1: verify: Invalid purpose sslservr", rung.KindInvalid},
		{"near miss: expired", "exec", "exit status 2: CN = legacy.w1179.internal\nerror 10 at 0 depth lookup: certificate has expired\nerror /tmp/w1179/tls/legacy.w1179.internal.pem: verification failed", rung.KindPremise},
	} {
		got := Classify(Input{Protocol: tc.proto, Message: tc.msg})
		if got.Kind != tc.want {
			t.Errorf("%s: got %s (%s), want %s", tc.name, got.Kind, got.Reason, tc.want)
		}
	}
}

// TestGeneralise1179V8ParseCut holds a Node program's uncaught
// "SyntaxError: Unexpected end of JSON input" from JSON.parse (an empty or
// cut answer: ambiguous) and the near misses that keep their readings.
func TestGeneralise1179V8ParseCut(t *testing.T) {
	for _, tc := range []struct {
		name, proto string
		status      int
		msg         string
		want        rung.Kind
	}{
		{"node exec trace", "exec", 0, "exit status 1: <anonymous_script>:1\n\n\nSyntaxError: Unexpected end of JSON input\n    at JSON.parse (<anonymous>)\n    at main (/tmp/w1179/scripts/status.js:3:21)\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)\n\nNode.js v20.20.2", rung.KindAmbiguous},
		{"no protocol, trace only", "", 0, "SyntaxError: Unexpected end of JSON input\n    at JSON.parse (<anonymous>)\n    at IncomingMessage.<anonymous> (/srv/w1179/poll.js:18:25)", rung.KindAmbiguous},
		{"node 18 uncaught", "", 0, "undefined:1\n\n\n\nSyntaxError: Unexpected end of JSON input\n    at JSON.parse (<anonymous>)\n    at Response.json (node:internal/deps/undici/undici:6160:19)", rung.KindAmbiguous},
		// Near misses keep their readings.
		{"near miss: require of a .json file", "exec", 0, "exit status 1: /tmp/w1179/etc/w1179-rollout.json: Unexpected end of JSON input\n    at Module._extensions..json (node:internal/modules/cjs/loader:1381:39)", rung.KindPremise},
		{"near miss: malformed, not cut", "exec", 0, "exit status 1: SyntaxError: Unexpected token } in JSON at position 12\n    at JSON.parse (<anonymous>)\n    at main (/tmp/w1179/scripts/status.js:3:21)", rung.KindInvalid},
		{"near miss: body parser 400", "http", 400, "SyntaxError: Unexpected end of JSON input\n    at JSON.parse (<anonymous>)\n    at parse (/srv/app/node_modules/body-parser/lib/types/json.js:92:19)", rung.KindInvalid},
		{"near miss: mcp isError", "mcp", 0, "SyntaxError: Unexpected end of JSON input\n    at JSON.parse (<anonymous>)\n    at KnowledgeGraphManager.loadGraph (file:///app/dist/index.js:63:39)", rung.KindPremise},
	} {
		got := Classify(Input{Protocol: tc.proto, Status: tc.status, Message: tc.msg})
		if got.Kind != tc.want {
			t.Errorf("%s: got %s (%s), want %s", tc.name, got.Kind, got.Reason, tc.want)
		}
	}
}
