package classify

import "testing"

// First run at 80334e1d: 21/28 overall, 8/13 tricky.
// Tolerated: i1580-pnpm-peer-dep-issues: invalid vs premise (ruling, set 130): a resolver's peer conflict (npm ERESOLVE) is a contradiction among the requested versions; pnpm's strict peer check is read the same (label error against that ruling).
// Tolerated: i1580-berry-yn0016-quarantined: unknown vs denied (one-off, unmended): yarn's npmMinimalAgeGate quarantine; the label is arguable (a policy refusal, or a wait of the gate's age), so no rule was written from one line.
func TestIndependentCases1580(t *testing.T) {
	runIndependent(t, "testdata/independent1580.jsonl", true, "i1580-pnpm-peer-dep-issues", "i1580-berry-yn0016-quarantined")
}

// TestGeneralise1580RegistryNetworkWait: Node's request library's socket
// timeouts (ESOCKETTIMEDOUT, ESOCKETCONNECTTIMEDOUT; yarn 1 and npm 6,
// captured live against a stalled registry) are a wait; a yarn 404 or
// missing package after the same retry banner stays what it says.
func TestGeneralise1580RegistryNetworkWait(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"yarn1 esockettimedout", "exec", 1, "1", "info There appears to be trouble with your network connection. Retrying...\nerror Error: https://registry.yarnpkg.com/left-pad: ESOCKETTIMEDOUT\nexit status 1", transient},
		{"npm6 esocketconnecttimedout", "exec", 1, "1", "npm ERR! network ESOCKETCONNECTTIMEDOUT: request to https://registry.npmjs.org/x failed\nexit status 1", transient},
		{"near: yarn no such package", "exec", 1, "1", "error Error: http://127.0.0.1:4873/zz: no such package available\nexit status 1", premise},
		{"near: yarn no versions", "exec", 1, "1", "error Couldn't find any versions for \"libx\" that matches \"^9.0.0\"\nexit status 1", invalid},
	})
}

// TestGeneralise1580ProjectNotInstalled: a package manager run where the
// project is not installed or not there (yarn berry "doesn't seem to be
// present in your lockfile", "doesn't seem to have been installed"; pnpm
// ERR_PNPM_NO_PKG_MANIFEST, ERR_PNPM_NO_IMPORTER_MANIFEST_FOUND) is premise,
// even under yarn's "Internal Error" label; a real internal error stays
// transient and a missing script stays invalid.
func TestGeneralise1580ProjectNotInstalled(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"berry not in lockfile", "exec", 1, "1", "Internal Error: app@workspace:packages/app: This package doesn't seem to be present in your lockfile; run \"yarn install\" to update the lockfile\nexit status 1", premise},
		{"berry not installed", "exec", 1, "1", "Usage Error: The project in /srv/app/package.json doesn't seem to have been installed - running an install there might help to find out why this check failed\nexit status 1", premise},
		{"pnpm no pkg manifest", "exec", 1, "1", " ERR_PNPM_NO_PKG_MANIFEST  No package.json found in /srv/app\nexit status 1", premise},
		{"pnpm no importer manifest", "exec", 1, "1", " ERR_PNPM_NO_IMPORTER_MANIFEST_FOUND  No package.json (or package.yaml, or package.json5) was found in \"/srv/app\".\nexit status 1", premise},
		{"near: pnpm missing script", "exec", 1, "1", " ERR_PNPM_NO_SCRIPT  Missing script: lint\nexit status 1", invalid},
		{"near: http internal error", "http", 500, "", `{"error":"internal error"}`, transient},
	})
}

// TestGeneralise1580ExplicitFlag: a tool that takes an action only when
// the call asks by a flag (pnpm ERR_PNPM_ADDING_TO_ROOT, "make it explicit
// by running this command again with the -w flag", pnpm.io/cli/add) is
// invalid: add the flag. pnpm's own lockfile refusals stay premise.
func TestGeneralise1580ExplicitFlag(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pnpm adding to root", "exec", 1, "1", " ERR_PNPM_ADDING_TO_ROOT  Running this command will add the dependency to the workspace root, which might not be what you want - if you really meant it, make it explicit by running this command again with the -w flag (or --workspace-root).\nexit status 1", invalid},
		{"pnpm adding to root bare", "exec", 1, "1", "ERR_PNPM_ADDING_TO_ROOT\nexit status 1", invalid},
		{"near: pnpm outdated lockfile", "exec", 1, "1", " ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with \"frozen-lockfile\" because pnpm-lock.yaml is not up to date with <ROOT>/package.json\nexit status 1", premise},
	})
}

// TestGeneralise1580PeerDeps: pnpm's strict peer check (ERR_PNPM_PEER_DEP_ISSUES,
// "unmet peer x@^1: found 2.0.0") is the same contradiction among requested
// versions as npm ERESOLVE's peer conflict: invalid by set 130's ruling; an
// engines mismatch stays premise.
func TestGeneralise1580PeerDeps(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pnpm peer dep issues", "exec", 1, "1", " ERR_PNPM_PEER_DEP_ISSUES  Unmet peer dependencies\n.\n└─┬ react-dom 18.2.0\n  └── ✕ unmet peer react@^18.2.0: found 17.0.2\nexit status 1", invalid},
		{"npm eresolve peer", "exec", 1, "1", "npm error code ERESOLVE\nnpm error ERESOLVE unable to resolve dependency tree\nexit status 1", invalid},
		{"near: pnpm engine", "exec", 1, "1", " ERR_PNPM_UNSUPPORTED_ENGINE  Unsupported environment (bad pnpm and/or Node.js version)\nexit status 1", premise},
	})
}

// TestGeneralise1580BuildLog: yarn berry's YN0009 "couldn't be built
// successfully (exit code 1, logs can be found here: ...)" keeps its cause
// in the log: unknown, not the "must be" of YN0007's note; a TypeScript
// diagnostic in the text stays invalid.
func TestGeneralise1580BuildLog(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"berry yn0009", "exec", 1, "1", "➤ YN0007: │ esbuild@npm:0.19.0 must be built because it never has been before or the last one failed\n➤ YN0009: │ esbuild@npm:0.19.0 couldn't be built successfully (exit code 1, logs can be found here: /tmp/xfs-1/build.log)\nexit status 1", unk},
		{"near: tsc diagnostic", "exec", 2, "2", "src/a.ts(3,1): error TS2304: Cannot find name 'foo'.\nexit status 2", invalid},
	})
}
