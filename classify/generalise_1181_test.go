package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 50843bd2: 26/41 overall, 8/19 tricky.
func TestIndependentCases1181(t *testing.T) {
	runIndependent(t, "testdata/independent1181.jsonl", false)
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
