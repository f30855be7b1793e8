module diamond

go 1.26
