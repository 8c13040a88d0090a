package classify

import "testing"

// First run at 54bb9366: 25/34 overall, 12/19 tricky.
func TestIndependentCases1599(t *testing.T) {
	runIndependent(t, "testdata/independent1599.jsonl", false)
}

// TestGeneralise1599SocatAddressType: socat's address types are a fixed
// vocabulary, so xioopen.c's "E unknown device/address" names a misspelt or
// foreign one: invalid, as an unknown option (wording.go vocabularyWords).
// socat's other E-lines keep their own readings.
func TestGeneralise1599SocatAddressType(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"socat TPC", "exec", 1, "1", "2026/12/07 04:27:07 socat[23885] E unknown device/address \"TPC\"\nexit status 1", invalid},
		{"socat UNIX-LISTN bare", "", 0, "", "socat[881] E unknown device/address \"UNIX-LISTN\"", invalid},
		{"socat refused stays transient", "exec", 1, "1", "2026/12/07 04:24:56 socat[18403] E connect(5, AF=2 127.0.0.1:39902, 16): Connection refused\nexit status 1", transient},
		{"socat timeout stays transient", "exec", 1, "1", "2026/12/07 04:25:41 socat[20018] E connecting to AF=2 10.8.8.3:80: Connection timed out\nexit status 1", transient},
	})
}

// TestGeneralise1599NetDeviceMissing: iproute2 names an interface that is
// not on this host or in this namespace as "Cannot find device \"X\""
// (lib/ll_map.c) or "Device \"X\" does not exist." (ip link show): the
// host's setup, premise (generic.go hostDeviceWords). Its permission and
// syntax errors keep their kinds.
func TestGeneralise1599NetDeviceMissing(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ip link set", "exec", 1, "1", "Cannot find device \"eth7\"\nexit status 1", premise},
		{"ip addr add dev", "exec", 1, "1", "Cannot find device \"wg0\"", premise},
		{"ip link show", "exec", 1, "1", "Device \"eth9\" does not exist.\nexit status 1", premise},
		{"ip no permission stays denied", "exec", 2, "2", "RTNETLINK answers: Operation not permitted\nexit status 2", denied},
		{"ip bad prefix stays invalid", "exec", 1, "1", "Error: any valid prefix is expected rather than \"10.0.0.300/24\".\nexit status 1", invalid},
	})
}
