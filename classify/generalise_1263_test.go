package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 3ca34350: 25/38 overall, 10/19 tricky.
func TestIndependentCases1263(t *testing.T) {
	runIndependent(t, "testdata/independent1263.jsonl", true)
}

// TestGeneralise1263WindowsSystemTexts holds Win32 system error texts as Go
// on Windows prints them (syscall.Errno through FormatMessage) and .NET,
// PowerShell and robocopy quote them: ERROR_INVALID_NAME (invalid),
// ERROR_NOT_READY (premise: no media, not a wait), ERROR_USER_MAPPED_FILE
// and ERROR_SEM_TIMEOUT (transient), ERROR_BAD_EXE_FORMAT (premise, as
// ENOEXEC), ERROR_VIRUS_INFECTED and AMSI's refusal (denied), and
// CreateProcess's ERROR_DIRECTORY under os/exec's "fork/exec" (the working
// directory is missing: premise). Near misses keep their readings.
func TestGeneralise1263WindowsSystemTexts(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go invalid name", "go", 0, "", "open C:\\w1263\\out\\a|b.txt: The filename, directory name, or volume label syntax is incorrect.", rung.KindInvalid},
		{"robocopy invalid name", "exec", 0, "8", "exit status 8: 2024/11/05 10:14:03 ERROR 123 (0x0000007B) Copying File C:\\w1263\\src\\q?.csv\nThe filename, directory name, or volume label syntax is incorrect.", rung.KindInvalid},
		{"go device not ready", "go", 0, "", "open F:\\w1263\\images\\base.vhdx: The device is not ready.", rung.KindPremise},
		{"hresult device not ready", "", 0, "", "The device is not ready. (Exception from HRESULT: 0x80070015)", rung.KindPremise},
		{"go user-mapped", "go", 0, "", "write C:\\w1263\\data\\bolt.db: The requested operation cannot be performed on a file with a user-mapped section open.", rung.KindTransient},
		{"ps user-mapped", "exec", 0, "1", "Set-Content : The requested operation cannot be performed on a file with a user-mapped section open.", rung.KindTransient},
		{"go sem timeout", "go", 0, "", "write \\\\nas-w1263\\share\\out.bin: The semaphore timeout period has expired.", rung.KindTransient},
		{"robocopy sem timeout", "exec", 0, "8", "exit status 8: ERROR 121 (0x00000079) Copying File \\\\nas-w1263\\share\\big.iso\nThe semaphore timeout period has expired.", rung.KindTransient},
		{"go bad exe", "go", 0, "", "fork/exec C:\\w1263\\bin\\yq: %1 is not a valid Win32 application.", rung.KindPremise},
		{"dotnet bad exe", "", 0, "", "An error occurred trying to start process 'C:\\w1263\\bin\\tool' with working directory 'C:\\w1263'. %1 is not a valid Win32 application.", rung.KindPremise},
		{"go virus", "go", 0, "", "open C:\\w1263\\dl\\psexec.exe: Operation did not complete successfully because the file contains a virus or potentially unwanted software.", rung.KindDenied},
		{"amsi", "exec", 0, "1", "This script contains malicious content and has been blocked by your antivirus software.\n    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException\n    + FullyQualifiedErrorId : ScriptContainedMaliciousContent", rung.KindDenied},
		{"exec dir missing", "go", 0, "", "fork/exec C:\\Program Files\\Git\\bin\\git.exe: The directory name is invalid.", rung.KindPremise},
		// Near misses.
		{"not ready yet", "", 0, "", "the index w1263-orders is not ready yet", rung.KindTransient},
		{"posix exec format", "go", 0, "", "fork/exec /w1263/bin/yq: exec format error", rung.KindPremise},
		{"go access denied", "go", 0, "", "open C:\\w1263\\secret.txt: Access is denied.", rung.KindDenied},
		{"sharing violation", "go", 0, "", "open C:\\w1263\\a.db: The process cannot access the file because it is being used by another process.", rung.KindTransient},
	})
}

// TestGeneralise1263WinsockTexts holds WSAETIMEDOUT and WSATRY_AGAIN in
// Windows' words (Go's "connectex:" and "getaddrinfow:", .NET's
// SocketException): transient. WSAECONNREFUSED stays transient and
// WSAHOST_NOT_FOUND keeps its reading.
func TestGeneralise1263WinsockTexts(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go connectex timeout", "go", 0, "", "dial tcp 10.1.2.3:5432: connectex: A connection attempt failed because the connected party did not properly respond after a period of time, or established connection failed because connected host has failed to respond.", rung.KindTransient},
		{"go wsarecv timeout", "go", 0, "", "read tcp 10.1.2.9:50111->10.1.2.3:443: wsarecv: A connection attempt failed because the connected party did not properly respond after a period of time, or established connection failed because connected host has failed to respond.", rung.KindTransient},
		{"dotnet timeout", "", 0, "", "System.Net.Sockets.SocketException (10060): A connection attempt failed because the connected party did not properly respond after a period of time, or established connection failed because connected host has failed to respond.", rung.KindTransient},
		{"go try again", "go", 0, "", "lookup api.w1263.example: getaddrinfow: This is usually a temporary error during host name resolution and means that the local server did not receive a response from an authoritative server.", rung.KindTransient},
		{"dotnet try again", "", 0, "", "System.Net.Sockets.SocketException (11002): This is usually a temporary error during host name resolution and means that the local server did not receive a response from an authoritative server.", rung.KindTransient},
		// Near misses.
		{"refused", "go", 0, "", "dial tcp 127.0.0.1:8080: connectex: No connection could be made because the target machine actively refused it.", rung.KindTransient},
	})
}

// TestGeneralise1263ServiceControlEndState holds Windows' service control
// manager, as sc.exe prints it: a start of a running service (1056) and a
// stop of one that is not running (ControlService 1062) find the end state
// the step was to make: conflict. A missing service (1060) stays premise
// and a service that did not answer in time (1053) is no conflict.
func TestGeneralise1263ServiceControlEndState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sc start running", "exec", 0, "1056", "[SC] StartService FAILED 1056:\n\nAn instance of the service is already running.", rung.KindConflict},
		{"sc start running bare", "", 0, "", "StartService FAILED 1056: An instance of the service is already running.", rung.KindConflict},
		{"sc stop stopped", "exec", 0, "1062", "[SC] ControlService FAILED 1062:\n\nThe service has not been started.", rung.KindConflict},
		{"sc pause stopped", "", 0, "", "[SC] ControlService FAILED 1062: The service has not been started.", rung.KindConflict},
		// Near misses.
		{"sc missing", "exec", 0, "1060", "[SC] OpenService FAILED 1060:\n\nThe specified service does not exist as an installed service.", rung.KindPremise},
		{"sc access denied", "exec", 0, "5", "[SC] OpenService FAILED 5:\n\nAccess is denied.", rung.KindDenied},
	})
}

// TestGeneralise1263PowerShellCategoryInfo holds PowerShell error records
// whose CategoryInfo line names an ErrorCategory that is also an AWS code
// (InvalidArgument): the category is PowerShell's own, no AWS code, and
// the record's message decides. An AWS SDK's own text keeps its code.
func TestGeneralise1263PowerShellCategoryInfo(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ps named parameter", "exec", 0, "1", "Get-ChildItem : A parameter cannot be found that matches parameter name 'Recursive'.\n    + CategoryInfo          : InvalidArgument: (:) [Get-ChildItem], ParameterBindingException\n    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.GetChildItemCommand", rung.KindInvalid},
		{"ps positional", "", 0, "", "Copy-Item : A positional parameter cannot be found that accepts argument 'C:\\w1263\\b'.\n    + CategoryInfo : InvalidArgument: (:) [Copy-Item], ParameterBindingException\n    + FullyQualifiedErrorId : PositionalParameterNotFound,Microsoft.PowerShell.Commands.CopyItemCommand", rung.KindInvalid},
		{"ps item not found", "exec", 0, "1", "Get-Item : Cannot find path 'C:\\w1263\\x.json' because it does not exist.\n    + CategoryInfo          : ObjectNotFound: (C:\\w1263\\x.json:String) [Get-Item], ItemNotFoundException\n    + FullyQualifiedErrorId : PathNotFound,Microsoft.PowerShell.Commands.GetItemCommand", rung.KindPremise},
		// Near misses: an AWS code read as before.
		{"aws invalid argument", "aws", 400, "", "operation error S3: PutObject, https response error StatusCode: 400, RequestID: 7W1263, HostID: q1, api error InvalidArgument: Invalid argument.", rung.KindInvalid},
		{"aws v2 request id code", "", 0, "", "operation error S3: GetObject, https response error StatusCode: 404, RequestID: 7W1263, HostID: q2, NoSuchKey: The specified key does not exist.", rung.KindPremise},
	})
}
