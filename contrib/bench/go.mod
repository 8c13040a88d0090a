module github.com/rungkit/rung/contrib/bench

go 1.26.8

require (
	github.com/failsafe-go/failsafe-go v0.9.8
	github.com/rungkit/rung v0.0.0
)

require github.com/bits-and-blooms/bitset v1.24.4 // indirect

replace github.com/rungkit/rung => ../..
