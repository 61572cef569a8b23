#pragma once

/// \file
/// Every widget suite watches for a dialog that nothing answers (tests/dialogwatch.cpp): after
/// a while (a minute) it fails the test function that showed it, naming the dialog and its
/// question, and closes it.

namespace dialogwatch {

/// \brief How long an unanswered dialog is waited on; returns the time before.
int setSeconds(int seconds);

} // namespace dialogwatch
