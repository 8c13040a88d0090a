module github.com/rungkit/rung

go 1.26.8
