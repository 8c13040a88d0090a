package classify

import "testing"

// TestIndependentCases650 runs held-out set 650: Python 3 stdlib as an agent's tool runtime (urllib, json, sqlite3, subprocess, pathlib/os, zipfile/gzip, csv, tomllib), captured live, labelled blind.
func TestIndependentCases650(t *testing.T) {
	runIndependent(t, "testdata/independent650.jsonl", false)
}
