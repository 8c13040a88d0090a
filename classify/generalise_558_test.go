package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at eab3fde: 35/38 overall, 21/24 tricky.
//
// TestIndependentCases558 runs held-out set 558: failures from the CLI tools an ops agent runs (git, gh, kubectl, helm, terraform, docker, npm, go, pip, psql, sqlite3, curl), labelled blind.
func TestIndependentCases558(t *testing.T) {
	runIndependent(t, "testdata/independent558.jsonl", true)
}

// TestGeneralise558 holds the classes set 558's misses showed: a CLI with
// no usable sign-in that names the login command to run (denied), and a
// lock or init record out of step with the configuration (premise).
func TestGeneralise558(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A login command named after "run".
		{name: "gh auth status: not logged into any hosts", msg: "You are not logged into any GitHub hosts. To log in, run: gh auth login", want: rung.KindDenied},
		{name: "gcloud: no active account", msg: "ERROR: (gcloud.compute.instances.list) You do not currently have an active account selected.\nPlease run:\n\n  $ gcloud auth login\n\nto obtain new credentials.", want: rung.KindDenied},
		{name: "Azure CLI: no subscription", msg: "Please run 'az login' to setup account.", want: rung.KindDenied},
		{name: "Vercel CLI: no credentials", msg: "Error: No existing credentials found. Please run `vercel login` or pass \"--token\"", want: rung.KindDenied},
		{name: "Wrangler: not authenticated", msg: "You are not authenticated. Please run `wrangler login`.", want: rung.KindDenied},
		// Near misses: a usage line and a failed exec keep their kinds.
		{name: "near miss: gh usage line after an unknown flag", msg: "unknown flag: --hostnme\n\nUsage:  gh auth login [flags]", want: rung.KindInvalid},
		{name: "near miss: os/exec cannot find gh", msg: "failed to run gh auth login: exec: \"gh\": executable file not found in $PATH", want: rung.KindPremise},
		// A lock or init record out of step with the configuration.
		{name: "terraform: backend initialization required", msg: "Error: Backend initialization required, please run \"terraform init\"\n\nReason: Initial configuration of the requested backend \"s3\"", want: rung.KindPremise},
		{name: "terraform: module not installed", msg: "Error: Module not installed\n\n  on main.tf line 3:\n   3: module \"vpc\" {\n\nThis module is not yet installed. Run \"terraform init\" to install all modules required by this configuration.", want: rung.KindPremise},
		{name: "uv sync --locked", msg: "error: The lockfile at `uv.lock` needs to be updated, but `--locked` was provided. To update the lockfile, run `uv lock`.", want: rung.KindPremise},
		{name: "poetry install", msg: "pyproject.toml changed significantly since poetry.lock was last generated. Run `poetry lock [--no-update]` to fix the lock file.", want: rung.KindPremise},
		{name: "bundler deployment mode", msg: "You are trying to install in deployment mode after changing your Gemfile. Run `bundle install` elsewhere and add the updated Gemfile.lock to version control.", want: rung.KindPremise},
		// Near misses: a configuration argument and a held state lock keep their kinds.
		{name: "near miss: terraform unsupported argument", msg: "Error: Unsupported argument\n\n  on main.tf line 4, in terraform:\n   4:   lock_file = \"deps.hcl\"\n\nAn argument named \"lock_file\" is not expected here.", want: rung.KindInvalid},
		{name: "near miss: terraform state lock held", msg: "Error: Error acquiring the state lock\n\nError message: resource temporarily unavailable\nLock Info:\n  ID:        0a1b2c\n  Operation: OperationTypePlan\n\nTerraform acquires a state lock to protect the state from being written\nby multiple users at the same time. Please resolve the issue above and try again.", want: rung.KindTransient},
	})
}
