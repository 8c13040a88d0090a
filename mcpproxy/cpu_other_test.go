//go:build !unix

package mcpproxy_test

func cpuTime() (int64, bool) { return 0, false }
