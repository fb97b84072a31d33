import Foundation

extension UINavigationBar {
    /// The bar's own animation alongside a push or pop (see ``UIKitChoices/navigationBarTitlesSlide``):
    ///
    /// - push: the old title slides left to where the new back button's text goes and fades out, while that
    ///   back text comes from the old title's place and fades in; the new title slides in from the right
    ///   (``UIKitChoices/navigationTitleSlideFraction`` of the width) and fades in; the old back text slides
    ///   left and fades out;
    /// - pop: the reverse — the leaving title slides right and fades out, the back text moves to the centre
    ///   and fades out while the revealed title comes from the back text's place and fades in, the revealed
    ///   screen's own back text fades in from the left;
    /// - the chevron stays when both items have one, otherwise it fades in or out; bar button items
    ///   cross-fade.
    ///
    /// Interactive transitions scrub it with the rest; a cancelled one puts the old content back. In a
    /// right-to-left layout every movement is mirrored.
    func transition(
        toTop top: UINavigationItem, back: UINavigationItem?, push: Bool,
        coordinator: UIViewControllerTransitionCoordinator
    ) {
        let old = content
        let fresh = makeContent(top: top, back: back)
        // Towards the trailing side: mirrored in a right-to-left layout.
        let slide = bounds.width * UIKitChoices.current.navigationTitleSlideFraction * (fresh.isMirrored ? -1 : 1)
        let oldTitleX = old?.titleTextLeadingX ?? bounds.midX
        let oldBackX =
            old?.backTextLeadingX
            ?? NavigationBarContent.backTextLeadingX(width: bounds.width, mirrored: fresh.isMirrored)
        let freshTitleX = fresh.titleTextLeadingX, freshBackX = fresh.backTextLeadingX
        func move(_ view: UIView?, by dx: CGFloat) { view?.transform = CGAffineTransform(translationX: dx, y: 0) }
        UIView.performWithoutAnimation {
            old?.reset()
            addSubview(fresh)
            for part in [fresh.title, fresh.backLabel, fresh.leftItem, fresh.rightItem] { part?.alpha = 0 }
            if push {
                move(fresh.title, by: slide)
                move(fresh.backLabel, by: oldTitleX - freshBackX)
            } else {
                move(fresh.title, by: oldBackX - freshTitleX)
                move(fresh.backLabel, by: -slide / 2)
            }
            if old?.chevron != nil && fresh.chevron != nil {
                old?.chevron?.isHidden = true
            } else {
                fresh.chevron?.alpha = 0
            }
        }
        content = fresh
        coordinator.animate(
            alongsideTransition: { _ in
                for part in fresh.parts {
                    part.alpha = 1
                    part.transform = .identity
                }
                guard let old else { return }
                for part in old.parts { part.alpha = 0 }
                if push {
                    move(old.title, by: freshBackX - oldTitleX)
                    move(old.backLabel, by: -slide / 2)
                } else {
                    move(old.title, by: slide)
                    move(old.backLabel, by: freshTitleX - oldBackX)
                }
            },
            completion: { [weak self] context in
                UIView.performWithoutAnimation {
                    if context.isCancelled {
                        fresh.removeFromSuperview()
                        if let self, self.content !== fresh {
                            // The content was rebuilt for the restored stack meanwhile: the old one is not needed.
                            old?.removeFromSuperview()
                        } else {
                            old?.reset()
                            self?.content = old
                        }
                    } else {
                        old?.removeFromSuperview()
                        fresh.reset()
                    }
                }
                self?.transitionDidEnd()
            })
    }
}
