#include "help/aboutdialog.h"

#include "help/appinfo.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace chess960::ui {

AboutDialog::AboutDialog(QWidget* parent)
    : QDialog(parent), icon_(new QLabel(this)), text_(new QLabel(this)),
      aboutQt_(new QPushButton(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Close, this)) {
    icon_->setPixmap(programIcon().pixmap(96, 96));
    icon_->setAlignment(Qt::AlignTop);
    text_->setObjectName(QStringLiteral("aboutText"));
    text_->setWordWrap(true);
    text_->setTextFormat(Qt::RichText);
    text_->setTextInteractionFlags(Qt::TextBrowserInteraction);
    text_->setMinimumWidth(360);
    aboutQt_->setObjectName(QStringLiteral("aboutQtButton"));
    buttons_->addButton(aboutQt_, QDialogButtonBox::ActionRole);

    auto* top = new QHBoxLayout;
    top->setSpacing(18);
    top->addWidget(icon_);
    top->addWidget(text_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(buttons_);
    layout->setSizeConstraint(QLayout::SetFixedSize);

    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(aboutQt_, &QPushButton::clicked, this, [this] { QMessageBox::aboutQt(this); });
    retranslateUi();
}

QString AboutDialog::text() const {
    return text_->text();
}

void AboutDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

void AboutDialog::retranslateUi() {
    setWindowTitle(tr("About Chess960"));
    aboutQt_->setText(tr("About &Qt"));
    // The built-against and the running Qt differ when the system library is updated.
    text_->setText(
        QStringLiteral("<h2>Chess960 %1</h2><p>%2</p><p>%3</p>")
            .arg(programVersion(),
                 tr("Fischer Random Chess (Chess960) on the desktop: play the computer or a "
                    "friend from any of the 960 start positions, practise castling, and shuffle "
                    "start positions for a real board."),
                 tr("Built with Qt %1, running on Qt %2.")
                     .arg(QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion()))));
}

} // namespace chess960::ui
