package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases1181 runs held-out set 1181: package registries and
// package managers (npm, PyPI and pip, crates.io and cargo, RubyGems,
// Maven, Nexus, Sonatype Central and Gradle, the Go module proxy and go
// get, apt and dpkg, Homebrew), written from their docs, labelled blind.
// First run at 50843bd2: 26/41 overall, 8/19 tricky.
// Fixed: i1181-npm-e402-scoped-private, i1181-npm-e403-too-similar, i1181-npm-e405-unpublish, i1181-npm-e404-scope-put (republish.go registryPolicyWords).
// Fixed: i1181-brew-conflicting-formula, i1181-apt-dpkg-interrupted, i1181-brew-already-installed, i1181-brew-not-writable, i1181-mvn-failure-cached (toolwords.go prerequisiteWords, toolShapes).
// Fixed by the lead after set 1550: i1181-brew-no-formula-did-you-mean, i1181-cargo-no-matching-name, i1181-gem-install-not-found (toolwords.go registrySuggestsName: a missing package the tool suggests a close name for is misspelt, invalid).
// Tolerated: i1181-cargo-failed-select: invalid vs premise (set 813: "cargo "candidate versions found which didn't match" ... invalid"): the ruling reads the pin as the wrong argument; this line read the missing release as the world's fact. Both hold.
// Tolerated: i1181-go-declares-path: premise vs invalid (set 390: go "module declares its path as" reads "premise (require the new path)"): the error names the path to require, which this line read as an argument repair.
// Tolerated: i1181-pypi-filename-reused: premise vs invalid (set 768's row: "A single-use token or link that "has already been used" stays premise"): a one-off; PyPI's "This filename has already been used, use a different version" is a deleted file's name, burned for good, and "use a different version" is an argument; no other set holds the wording, so no class to state.
func TestIndependentCases1181(t *testing.T) {
	runIndependent(t, "testdata/independent1181.jsonl", true,
		"i1181-cargo-failed-select", "i1181-go-declares-path", "i1181-pypi-filename-reused")
}

// TestGeneralise1181HostPackageState holds set 1181's host package manager
// states (toolwords.go prerequisiteWords, toolShapes): Homebrew's
// conflicting formula and dpkg's interrupted run are states to settle
// first, Homebrew's "already installed and up-to-date" is the step's
// outcome already there, its "not writable by your user" the prefix's
// ownership, and Maven's cached "Failure to find" a missing artifact.
func TestGeneralise1181HostPackageState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "brew conflicting formulae", msg: "Error: Cannot install w1181-cli because conflicting formulae are installed.\n  w1181-cli-legacy: because both install a `w1181` binary\n\nPlease `brew unlink w1181-cli-legacy` before continuing.", want: rung.KindPremise},
		{name: "brew conflicting formulae (exec)", protocol: "exec", msg: "exit status 1: Error: Cannot install node@22 because conflicting formulae are installed.\n  node: because both install `node` binaries", want: rung.KindPremise},
		{name: "dpkg interrupted", msg: "E: dpkg was interrupted, you must manually run 'dpkg --configure -a' to correct the problem.", want: rung.KindPremise},
		{name: "dpkg interrupted (sudo prefix)", protocol: "exec", msg: "sudo apt-get install -y w1181-agentd: exit status 100: E: dpkg was interrupted, you must manually run 'sudo dpkg --configure -a' to correct the problem.", want: rung.KindPremise},
		{name: "brew up-to-date", msg: "Warning: w1181-cli 2.1.0 is already installed and up-to-date.\nTo reinstall 2.1.0, run:\n  brew reinstall w1181-cli", want: rung.KindConflict},
		{name: "brew cask up-to-date", protocol: "exec", msg: "Warning: Cask 'w1181-desktop' is already installed and up-to-date.", want: rung.KindConflict},
		{name: "brew not writable (dirs)", msg: "Error: The following directories are not writable by your user:\n/usr/local/share/man/man8\n\nYou should change the ownership of these directories to your user.\n  sudo chown -R $(whoami) /usr/local/share/man/man8", want: rung.KindDenied},
		{name: "brew not writable (one)", msg: "Error: /usr/local/Cellar is not writable by your user. You should change the ownership and permissions of /usr/local/Cellar back to your user account:\n  sudo chown -R $(whoami) /usr/local/Cellar", want: rung.KindDenied},
		{name: "maven cached miss", msg: "[ERROR] Failed to execute goal on project w1181-app: Could not resolve dependencies for project com.w1181:w1181-app:jar:1.0: Failure to find com.w1181:w1181-core:jar:3.1.0 in https://nexus.w1181.example/repository/maven-public/ was cached in the local repository, resolution will not be reattempted until the update interval of nexus has elapsed or updates are forced -> [Help 1]", want: rung.KindPremise},
		// Near misses that keep their old kind.
		{name: "dpkg lock held (near miss)", msg: "E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 2318 (unattended-upgr)\nE: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?", want: rung.KindTransient},
		{name: "brew no formula (near miss)", msg: "Warning: No available formula with the name \"w1181-nosuch\".\n==> Searching for similarly named formulae and casks...\nError: No formulae or casks found for w1181-nosuch.", want: rung.KindPremise},
		{name: "maven could not find (near miss)", msg: "[ERROR] Failed to execute goal on project w1181-app: Could not resolve dependencies for project com.w1181:w1181-app:jar:1.0: Could not find artifact com.w1181:w1181-core:jar:3.1.0 in central (https://repo.maven.apache.org/maven2) -> [Help 1]", want: rung.KindPremise},
	})
}

// TestGeneralise1181RegistryPolicy holds a package registry's publish
// refusals that their status misreads (republish.go registryPolicyWords):
// npm's E402 for a scoped package published as private, a name refused as
// too similar (npm E403, PyPI 400), npm's E405 unpublish policy, and npm's
// 404 on a publish PUT; with and without the status, and near misses that
// keep the status's reading.
func TestGeneralise1181RegistryPolicy(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "npm E402 private", protocol: "http", status: 402, code: "E402", msg: "npm error code E402\nnpm error 402 Payment Required - PUT https://registry.npmjs.org/@w1181%2fcli-kit - You must sign up for private packages", want: rung.KindInvalid},
		{name: "pnpm E402 private (no status)", msg: " ERR_PNPM_FETCH_402  PUT https://registry.npmjs.org/@w1181%2fcore: Payment Required - 402\n\nYou must sign up for private packages", want: rung.KindInvalid},
		{name: "npm E403 too similar", protocol: "http", status: 403, code: "E403", msg: "npm error code E403\nnpm error 403 403 Forbidden - PUT https://registry.npmjs.org/w1181reactx - Package name too similar to existing package w1181-react-x; try renaming your package to '@w1181/w1181reactx' and publishing with 'npm publish --access=public' instead", want: rung.KindInvalid},
		{name: "PyPI too similar", protocol: "http", status: 400, msg: "ERROR    HTTPError: 400 Bad Request from https://upload.pypi.org/legacy/\n         The name 'w1181geo' is too similar to an existing project. See https://pypi.org/help/#project-name for more information.", want: rung.KindInvalid},
		{name: "npm E405 unpublish", protocol: "http", status: 405, code: "E405", msg: "npm error code E405\nnpm error 405 Method Not Allowed - PUT https://registry.npmjs.org/w1181-fmt/-rev/4-9a1b - You can no longer unpublish this package.\nnpm error Failed criteria:\nnpm error has dependent packages in the registry", want: rung.KindPremise},
		{name: "npm E405 unpublish (no status)", msg: "npm ERR! code E405\nnpm ERR! 405 Method Not Allowed - DELETE https://registry.npmjs.org/w1181-fmt/-rev/4-9a1b - You can no longer unpublish this package.", want: rung.KindPremise},
		{name: "npm E404 publish PUT", protocol: "http", status: 404, code: "E404", msg: "npm error code E404\nnpm error 404 Not Found - PUT https://registry.npmjs.org/@w1181-labs%2fsdk - Not found\nnpm error 404\nnpm error 404  '@w1181-labs/sdk@0.9.0' is not in this registry.", want: rung.KindDenied},
		{name: "npm E404 publish PUT (no status, GitHub Packages)", msg: "npm ERR! code E404\nnpm ERR! 404 Not Found - PUT https://npm.pkg.github.com/@w1181%2fsdk - Not found\nnpm ERR! 404 \nnpm ERR! 404  '@w1181/sdk@1.2.0' is not in this registry.", want: rung.KindDenied},
		// Near misses that keep their old kind.
		{name: "npm E404 install GET (near miss)", protocol: "http", status: 404, code: "E404", msg: "npm error code E404\nnpm error 404 Not Found - GET https://registry.npmjs.org/w1181-nosuch - Not found\nnpm error 404\nnpm error 404  'w1181-nosuch@*' is not in this registry.", want: rung.KindPremise},
		{name: "npm E403 no permission (near miss)", protocol: "http", status: 403, code: "E403", msg: "npm error code E403\nnpm error 403 403 Forbidden - PUT https://registry.npmjs.org/left-pad - You do not have permission to publish \"left-pad\". Are you logged in as the correct user?", want: rung.KindDenied},
		{name: "npm E403 republish (near miss)", protocol: "http", status: 403, code: "E403", msg: "npm error code E403\nnpm error 403 403 Forbidden - PUT https://registry.npmjs.org/w1181-fmt - You cannot publish over the previously published versions: 1.0.0.", want: rung.KindConflict},
		{name: "402 plan (near miss)", protocol: "http", status: 402, msg: `{"error":"payment_required","message":"Your trial has ended. Add a payment method to continue."}`, want: rung.KindPremise},
		{name: "405 plain (near miss)", protocol: "http", status: 405, msg: "405 Method Not Allowed: DELETE is not supported on /v1/w1181/items", want: rung.KindInvalid},
	})
}

// TestGeneralise1181RegistrySuggestsName: a package manager's "no such
// package" that names a close one shows the call's name misspelt, invalid
// (the lead, after sets 1181 and 1550). Near misses: the same refusals
// with no suggestion keep set 948's premise, a version the registry lacks
// stays invalid, and a table a database suggests a name for keeps its
// premise (PostgREST PGRST205).
func TestGeneralise1181RegistrySuggestsName(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gem alternatives", "exec", 2, "2", "ERROR:  Could not find a valid gem 'reqeust' (>= 0) in any repository\nERROR:  Possible alternatives: request, requests\nexit status 2", rung.KindInvalid},
		{"cargo perhaps", "", 0, "", "error: no matching package named `serde_jsn` found\nlocation searched: registry `crates-io`\nrequired by package `app v0.1.0 (/src/app)`\nperhaps you meant:      serde_json", rung.KindInvalid},
		{"brew did you mean", "exec", 1, "1", "Warning: No available formula with the name \"pyhton\". Did you mean python@3.12?\n==> Searching for similarly named formulae and casks...\nexit status 1", rung.KindInvalid},
		// near misses
		{"gem no suggestion", "exec", 2, "2", "ERROR:  Could not find a valid gem 'zzqq' (>= 0) in any repository\nexit status 2", rung.KindPremise},
		{"cargo no suggestion", "", 0, "", "error: no matching package named `serde_jsonn` found\nlocation searched: registry `crates-io`\nrequired by package `app v0.1.0 (/src/app)`", rung.KindPremise},
		{"npm version", "", 0, "", "npm ERR! code ETARGET\nnpm ERR! notarget No matching version found for react@99.0.0.", rung.KindInvalid},
		{"postgrest table hint", "http", 404, "PGRST205", `{"code":"PGRST205","details":null,"hint":"Perhaps you meant the table 'public.orders'","message":"Could not find the table 'public.orderz' in the schema cache"}`, rung.KindPremise},
	})
}
