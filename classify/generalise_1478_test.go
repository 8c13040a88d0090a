package classify

import "testing"

// First run at ab47a677: 24/36 overall, 7/14 tricky.
//
// Tolerated: i1478-npm-eresolve-peer: invalid vs premise (ruling, set 130 and set 1418's toleration, shellwords.go resolverWords): npm ERESOLVE is read as requested versions that contradict each other, repaired by changing the versions or --legacy-peer-deps; my label read the installed tree as the false belief.
// Tolerated: i1478-uv-no-version-private: invalid vs premise (ruling, set 948 "uv unsatisfiable ... there is no version of flask==9.0 and you require flask==9.0" is invalid): the pin is the project's own argument under that ruling.
// Tolerated: i1478-uvx-yanked-dep: invalid vs premise (ruling, sets 948 and 1297: uv's "requirements are unsatisfiable" is invalid): here the cause is an upstream yank the caller did not ask for, but the ruling keys on uv's verdict line; see the report.
// Tolerated: i1478-pip-hash-mismatch-cache: premise vs transient (ruling, set 134 lockedHashWords and set 813's near miss: pip's requirements-file hashes stay premise): the issue thread blames a broken cache or VPN, but the text is the same as a stale lock's.
// Tolerated: i1478-cargo-no-matching-path-typo: premise vs invalid (ruling, lead after set 948: cargo "no matching package named `x` found" is premise; sets 1181 and 1297 tolerated typos the same way): here the source is a path, not a registry, but the ruling reads the phrase alone.
func TestIndependentCases1478(t *testing.T) {
	runIndependent(t, "testdata/independent1478.jsonl", true,
		"i1478-npm-eresolve-peer", "i1478-uv-no-version-private", "i1478-uvx-yanked-dep",
		"i1478-pip-hash-mismatch-cache", "i1478-cargo-no-matching-path-typo")
}

// TestGeneralise1478GoModuleGraph: the go command's vendoring drift in its
// per-module lines and closing hint, without the "inconsistent vendoring"
// headline, and an import path two modules in the build list provide
// (modload/vendor.go, modload/import.go AmbiguousImportError): the module
// state must change first, premise. Near misses: git's and SQL's
// "ambiguous" said of a name the call gave stay invalid; "unknown
// revision" stays premise; a result called ambiguous stays ambiguous.
func TestGeneralise1478GoModuleGraph(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "vendor marked, not required", protocol: "exec", status: 1, msg: "\tgolang.org/x/sys@v0.30.0: is marked as explicit in vendor/modules.txt, but not explicitly required in go.mod\n\n\tTo ignore the vendor directory, use -mod=readonly or -mod=mod.", want: premise},
		{name: "vendor required, not marked", protocol: "exec", status: 1, msg: "\tgithub.com/spf13/cobra@v1.8.0: is explicitly required in go.mod, but not marked as explicit in vendor/modules.txt", want: premise},
		{name: "vendor version drift", msg: "github.com/stretchr/testify@v1.9.0: is explicitly required in go.mod, but vendor/modules.txt indicates github.com/stretchr/testify@v1.8.4", want: premise},
		{name: "vendor hint alone", msg: "To ignore the vendor directory, use -mod=readonly or -mod=mod.\nTo sync the vendor directory, run:\n\tgo mod vendor", want: premise},
		{name: "ambiguous import modules", protocol: "exec", status: 1, msg: "main.go:4:2: ambiguous import: found package github.com/ugorji/go/codec in multiple modules:\n\tgithub.com/ugorji/go v1.1.4 (/go/pkg/mod/github.com/ugorji/go@v1.1.4/codec)\n\tgithub.com/ugorji/go/codec v1.2.7 (/go/pkg/mod/github.com/ugorji/go/codec@v1.2.7)", want: premise},
		{name: "ambiguous import GOPATH", msg: "can't load package: ambiguous import: found example.com/x in multiple directories", want: premise},
		{name: "near: git ambiguous argument", protocol: "exec", status: 128, msg: "fatal: ambiguous argument 'main..feature': both revision and filename\nUse '--' to separate paths from revisions, like this:", want: invalid},
		{name: "near: sqlite ambiguous column", msg: "ambiguous column name: id", want: invalid},
		{name: "near: go unknown revision", protocol: "exec", status: 1, msg: "go: example.com/m@v9.9.9: invalid version: unknown revision v9.9.9", want: premise},
		{name: "near: inconsistent vendoring headline", msg: "go: inconsistent vendoring in /src/app:", want: premise},
	})
}

// TestGeneralise1478HostRuntime: a package whose engines or os/cpu fields
// exclude this host, in npm's other lines (npm-install-checks "Not
// compatible with your version of node/npm", EBADPLATFORM), pnpm's and
// yarn 1's words, and rustup with no toolchain chosen: the host's runtime
// must change first, premise. Near misses: a missing npm script stays
// invalid, npm's network errors stay transient, E401 stays denied.
func TestGeneralise1478HostRuntime(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "npm engine line alone", protocol: "exec", status: 1, msg: "npm error engine Not compatible with your version of node/npm: vite@6.0.0", want: premise},
		{name: "npm EBADPLATFORM", protocol: "exec", status: 1, msg: "npm error code EBADPLATFORM\nnpm error notsup Unsupported platform for fsevents@2.3.3: wanted {\"os\":\"darwin\"} (current: {\"os\":\"linux\"})", want: premise},
		{name: "npm 6 notsup platform", msg: "npm ERR! notsup Unsupported platform for fsevents@2.3.2: wanted {\"os\":\"darwin\",\"arch\":\"any\"} (current: {\"os\":\"linux\",\"arch\":\"x64\"})", want: premise},
		{name: "pnpm unsupported engine", protocol: "exec", status: 1, msg: " ERR_PNPM_UNSUPPORTED_ENGINE  Unsupported environment (bad pnpm and/or Node.js version)", want: premise},
		{name: "yarn engine", protocol: "exec", status: 1, msg: "error vite@6.0.0: The engine \"node\" is incompatible with this module. Expected version \"^18.0.0 || >=20.0.0\". Got \"16.20.2\"\nerror Found incompatible module.", want: premise},
		{name: "yarn platform", msg: "error fsevents@2.3.2: The platform \"linux\" is incompatible with this module.", want: premise},
		{name: "rustup no default", protocol: "exec", status: 1, msg: "error: rustup could not choose a version of rustc to run, because one wasn't specified explicitly, and no default is configured.", want: premise},
		{name: "rustup old wording", msg: "error: no override and no default toolchain set", want: premise},
		{name: "near: npm missing script", protocol: "exec", status: 1, msg: "npm error Missing script: \"lint\"\nnpm error\nnpm error To see a list of scripts, run:\nnpm error   npm run", want: invalid},
		{name: "near: npm econnreset", protocol: "exec", status: 1, msg: "npm error code ECONNRESET\nnpm error network aborted", want: transient},
		{name: "near: npm e401", protocol: "exec", status: 1, msg: "npm error code E401\nnpm error Unable to authenticate, need: Basic realm=\"Nexus\"", want: denied},
	})
}

// TestGeneralise1478SolverAndBuild: a system package manager's solver that
// cannot install a dependency from the configured sources (apt's "unmet
// dependencies ... held broken packages", libsolv's "nothing provides"),
// and a Python source build that failed in its backend (pip's wheel lines,
// uv's "build backend returned an error"): the host or its sources must
// change, premise, though apt guesses "an impossible situation" and pip
// says "required". Near misses: apt's mirror mid-sync stays transient, a
// resolver's contradictory versions stay invalid, pip's "(from versions:
// none)" stays premise.
func TestGeneralise1478SolverAndBuild(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "apt held broken", protocol: "exec", status: 100, msg: "The following packages have unmet dependencies:\n libssl-dev : Depends: libssl3 (= 3.0.2-0ubuntu1.15) but 3.0.2-0ubuntu1.18 is to be installed\nE: Unable to correct problems, you have held broken packages.", want: premise},
		{name: "apt unmet only", protocol: "exec", status: 100, msg: "The following packages have unmet dependencies:\n nodejs : Conflicts: npm\nE: Unable to correct problems, you have held broken packages.", want: premise},
		{name: "dnf nothing provides", protocol: "exec", status: 1, msg: "Error: \n Problem: conflicting requests\n  - nothing provides libfoo.so.1()(64bit) needed by bar-1.0-1.el9.x86_64 from epel", want: premise},
		{name: "pip wheel build", protocol: "exec", status: 1, msg: "  ERROR: Failed building wheel for psycopg2\nFailed to build psycopg2\nERROR: Could not build wheels for psycopg2, which is required to install pyproject.toml-based projects", want: premise},
		{name: "pip 24 wheels", protocol: "exec", status: 1, msg: "ERROR: ERROR: Failed to build installable wheels for some pyproject.toml based projects (thinc)", want: premise},
		{name: "pip build requirements", protocol: "exec", status: 1, msg: "  × Getting requirements to build wheel did not run successfully.\n  │ exit code: 1", want: premise},
		{name: "uv build backend", protocol: "exec", status: 1, msg: "  × Failed to build `lxml==5.2.2`\n  ├─▶ The build backend returned an error", want: premise},
		{name: "near: apt hash sum mismatch", protocol: "exec", status: 100, msg: "E: Failed to fetch http://archive.ubuntu.com/ubuntu/dists/noble/main/binary-amd64/Packages.xz  Hash Sum mismatch", want: transient},
		{name: "near: pip resolution impossible", protocol: "exec", status: 1, msg: "ERROR: ResolutionImpossible: for help visit https://pip.pypa.io/en/latest/topics/dependency-resolution/#dealing-with-dependency-conflicts", want: invalid},
		{name: "near: pip no matching distribution", protocol: "exec", status: 1, msg: "ERROR: Could not find a version that satisfies the requirement w1478zz (from versions: none)\nERROR: No matching distribution found for w1478zz", want: premise},
		{name: "near: apt unable to locate", protocol: "exec", status: 100, msg: "E: Unable to locate package w1478zz", want: premise},
	})
}

// TestGeneralise1478MavenCachedTransfer: Maven 3.9 marks a cached transfer
// error "(absent)" as it marks a cached miss; the transfer error is left
// to its original error (a 429 is a wait, a 401 a refusal), while the
// cached miss ("was not found in ... during a previous attempt", Maven 3's
// "Failure to find") stays premise (set 1297).
func TestGeneralise1478MavenCachedTransfer(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "cached 429", protocol: "exec", status: 1, msg: "[ERROR] Failed to execute goal on project app: Could not resolve dependencies for project com.example:app:jar:1.0: The following artifacts could not be resolved: com.google.guava:guava:jar:33.0.0-jre (absent): com.google.guava:guava:jar:33.0.0-jre failed to transfer from https://repo.maven.apache.org/maven2 during a previous attempt. This failure was cached in the local repository and resolution is not reattempted until the update interval of central has elapsed or updates are forced. Original error: Could not transfer artifact com.google.guava:guava:jar:33.0.0-jre from/to central (https://repo.maven.apache.org/maven2): status code: 429, reason phrase: Too Many Requests (429)", want: transient},
		{name: "cached 401", protocol: "exec", status: 1, msg: "The following artifacts could not be resolved: com.acme:lib:jar:2.1 (absent): com.acme:lib:jar:2.1 failed to transfer from https://nexus.acme.example/repository/releases during a previous attempt. This failure was cached in the local repository and resolution is not reattempted until the update interval of nexus has elapsed or updates are forced. Original error: Could not transfer artifact com.acme:lib:jar:2.1 from/to nexus (https://nexus.acme.example/repository/releases): status code: 401, reason phrase: Unauthorized (401)", want: denied},
		{name: "near: cached miss 3.9", protocol: "exec", status: 1, msg: "The following artifacts could not be resolved: com.acme:lib:jar:2.1 (absent): com.acme:lib:jar:2.1 was not found in https://repo.maven.apache.org/maven2 during a previous attempt. This failure was cached in the local repository and resolution is not reattempted until the update interval of central has elapsed or updates are forced", want: premise},
		{name: "near: cached miss 3.6", protocol: "exec", status: 1, msg: "Failure to find com.acme:lib:jar:2.1 in https://repo.maven.apache.org/maven2 was cached in the local repository, resolution will not be reattempted until the update interval of central has elapsed or updates are forced", want: premise},
	})
}
