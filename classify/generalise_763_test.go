package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at baefce9: 29/36 overall, 16/20 tricky.
// Tolerated: i763-azure-4060-failover: transient vs denied (generic.go deniedWords "login failed for user", set 402 and its taxonomy row: SQL Server 18456 is the credentials; 4060 alone is left to the other rows): SqlClient appends the 18456 line to 4060, and during an Azure failover its retry list calls 4060 transient, while on a single server the same two lines mean the login may not open that database; the text cannot tell the two apart.
// Tolerated: i763-pwsh-command-not-recognized: invalid vs premise (generic.go missingProgramWords and the taxonomy row on set 723's note: a program the shell cannot find is not installed or not on PATH, as bash's "command not found"): PowerShell's sentence is the same for a misspelt cmdlet and for a program not installed ("gcc", "vue" in the wild), so a misspelling (invalid) and a missing program (premise) both fit it.
// Tolerated: i763-pwsh-execution-policy: denied vs premise (generic.go missingHead "is disabled" and the taxonomy's "a switched-off feature keeps premise", set 289): the execution policy is the host's setting, premise, and also a security boundary the agent cannot cross by arguments, denied (PSSecurityException UnauthorizedAccess).
//
// TestIndependentCases763 runs held-out set 763: SQL Server / Azure SQL errors as go-mssqldb and SqlClient print them, plus Windows/.NET file and PowerShell errors, labelled blind.
func TestIndependentCases763(t *testing.T) {
	runIndependent(t, "testdata/independent763.jsonl", true,
		"i763-azure-4060-failover",
		"i763-pwsh-command-not-recognized",
		"i763-pwsh-execution-policy",
	)
}

// TestGeneralise763 holds set 763's classes in other software's and
// clients' words, with near misses that keep their kind.
func TestGeneralise763(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// PowerShell 7's CommandNotFoundException: a program the shell cannot find.
		{"pwsh 7 gcc not installed", "", 0, "", "gcc: The term 'gcc' is not recognized as a name of a cmdlet, function, script file, or executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is correct and try again.", rung.KindPremise},
		{"pwsh 7 vue CLI not installed", "", 0, "", "vue: The term 'vue' is not recognized as a name of a cmdlet, function, script file, or executable program.", rung.KindPremise},
		{"pwsh 7 sh on a Windows host (host detection)", "", 0, "", "sh : The term 'sh' is not recognized as a name of a cmdlet, function, script file, or executable program.", rung.KindPremise},
		{"pwsh 7 bootrec from a repair tool", "", 0, "", "Error: The term 'bootrec' is not recognized as a name of a cmdlet, function, script file, or executable program.", rung.KindPremise},
		{"near: git unknown subcommand stays invalid", "", 0, "", "git: 'comit' is not a git command. See 'git --help'.", rung.KindInvalid},
		{"near: .NET DateTime parse stays invalid", "", 0, "", "String was not recognized as a valid DateTime.", rung.KindInvalid},

		// PowerShell's ParameterBindingException: the cmdlet's flags.
		{"Windows PowerShell 5.1 named parameter", "", 0, "", "Get-ChildItem : A parameter cannot be found that matches parameter name 'Recursive'.\nAt line:1 char:15", rung.KindInvalid},
		{"Windows PowerShell 5.1 Format-List positional", "", 0, "", "Format-List : A positional parameter cannot be found that accepts argument 'README.md'.", rung.KindInvalid},
		{"pwsh curl alias to Invoke-WebRequest", "", 0, "", "Invoke-WebRequest: A positional parameter cannot be found that accepts argument 'http://localhost:8000/health'", rung.KindInvalid},
		{"Pester test ParameterBindingException", "", 0, "", "ParameterBindingException: A positional parameter cannot be found that accepts argument 'Get-Greeting'.", rung.KindInvalid},
		{"PowerShell AmbiguousParameterSet", "", 0, "", "Get-ADUser : Parameter set cannot be resolved using the specified named parameters.", rung.KindInvalid},
		{"near: PowerShell missing path stays premise", "", 0, "", "Get-Item : Cannot find path 'C:\\w\\x.txt' because it does not exist.", rung.KindPremise},
		{"near: PowerShell parameter named twice stays invalid", "", 0, "", "Select-Object : Cannot bind parameter because parameter 'First' is specified more than once.", rung.KindInvalid},

		// PowerShell's Import-Module for a module that is not installed.
		{"Windows PowerShell 5.1 ExchangeOnlineManagement", "", 0, "", "Import-Module : The specified module 'ExchangeOnlineManagement' was not loaded because no valid module file was found in any module directory.", rung.KindPremise},
		{"Azure Identity AzurePowerShellCredential Az.Accounts", "", 0, "", "The specified module 'Az.Accounts' with version '2.2.0' was not loaded because no valid module file was found in any module directory", rung.KindPremise},
		{"SharePoint Online docs, older wording", "", 0, "", "The specified module 'Microsoft.Online.SharePoint.Online.PowerShell' was not loaded because no valid module file was found in any directory.", rung.KindPremise},
		{"pwsh unnamed module (ConfigurationManager)", "", 0, "", "Import-Module: The specified module was not loaded because no valid module file was found in any module directory.", rung.KindPremise},
		{"near: Import-Module misspelt flag stays invalid", "", 0, "", "Import-Module : A parameter cannot be found that matches parameter name 'Forc'.", rung.KindInvalid},
		{"near: python missing module stays premise", "", 0, "", "ModuleNotFoundError: No module named 'pyodbc'", rung.KindPremise},

		// .NET's UnauthorizedAccessException with the name between.
		{".NET RegistryKey denied", "", 0, "", "Access to the registry key 'HKEY_LOCAL_MACHINE\\SOFTWARE\\Contoso' is denied.", rung.KindDenied},
		{".NET System.IO.Ports denied", "", 0, "", "Access to the port 'COM3' is denied.", rung.KindDenied},
		{".NET path denied without a name", "", 0, "", "Access to the path is denied.", rung.KindDenied},
		{"PowerShell Copy-Item path denied", "", 0, "", "Copy-Item : Access to the path 'C:\\Windows\\System32\\drivers\\etc\\hosts' is denied.", rung.KindDenied},
		{"Mono path denied, double-quoted", "", 0, "", "Access to the path \"/var/lib/app/cache\" is denied.", rung.KindDenied},
		{"near: .NET sharing violation stays transient", "", 0, "", "The process cannot access the file 'C:\\w\\x.log' because it is being used by another process.", rung.KindTransient},
		{"near: .NET missing directory stays premise", "", 0, "", "Could not find a part of the path 'C:\\w\\out\\x.txt'.", rung.KindPremise},

		// A SQL Server or Azure SQL error number as the code, not a SQLSTATE.
		{"go-mssqldb 40544 size quota", "", 0, "40544", "mssql: The database 'shop' has reached its size quota. Partition or delete data, drop indexes, or consult the documentation for possible resolutions.", rung.KindPremise},
		{"Azure SQL 40615 firewall", "", 0, "40615", "Cannot open server 'contoso' requested by the login. Client with IP address '203.0.113.9' is not allowed to access the server.", rung.KindDenied},
		{"Synapse 42109 pool warming up", "", 0, "42109", "The SQL pool is warming up. Please try again.", rung.KindTransient},
		{"Azure SQL 40613 database unavailable", "", 0, "40613", "Database 'shop' on server 'contoso' is not currently available. Please retry the connection later.", rung.KindTransient},
		{"near: PostgreSQL 40001 keeps its state", "", 0, "40001", "could not serialize access due to concurrent update", rung.KindTransient},
		{"near: PostgreSQL 42501 keeps its state", "", 0, "42501", "permission denied for table orders", rung.KindDenied},
	})
}
