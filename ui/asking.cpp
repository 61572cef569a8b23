#include "asking.h"

#include <QDialog>

namespace chess960::ui {

namespace {
Answerer& answerer() {
    static Answerer a;
    return a;
}
} // namespace

int ask(QDialog& dialog) {
    if (answerer() && answerer()(dialog)) return dialog.result();
    return dialog.exec();
}

Answerer setAnswerer(Answerer a) {
    return std::exchange(answerer(), std::move(a));
}

} // namespace chess960::ui
