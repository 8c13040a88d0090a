//go:build !unix

package mcp_test

// helperMain: the process tests run on unix only.
func helperMain() {}
