package wire

// SetMaxBody lowers the cap on an answer for one test, so that the test
// need not send 16 MiB.
func SetMaxBody(n int64) (restore func()) {
	old := maxBody
	maxBody = n
	return func() { maxBody = old }
}
