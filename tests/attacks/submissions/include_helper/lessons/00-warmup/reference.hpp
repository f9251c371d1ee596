// The helper of the include_helper attack: the reference lesson 00, from the grader's scratch
// tree (lessons/00-warmup/ and solutions/00-warmup/ are siblings there).
#pragma once

#include "../../solutions/00-warmup/warmup.cpp"
