package classify

import "testing"

// TestIndependentCases528 runs held-out set 528: Go standard library errors (net, net/http, os, io/fs, os/exec, encoding, database/sql, context, crypto/x509), captured live, labelled blind.
func TestIndependentCases528(t *testing.T) { runIndependent(t, "testdata/independent528.jsonl", false) }
